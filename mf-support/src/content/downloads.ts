/**
 * Virtual machine images of /downloads. The files live on an external host: each
 * card's URL comes from the settings document (`downloads[id]`), so a new build is never needed to move them.
 */
import type { CallToActionCopy, PageIntro, RelatedLink, Statistic } from './types';

export interface VmImage {
  /** Key of the image's URL in the settings document's `downloads` map. */
  id: string;
  title: string;
  description: string;
  badges: string[];
  details: { format: string; platform: string; os: string };
  filename: string;
}

export const vmImages: VmImage[] = [
  {
    id: 'vmware-esxi',
    title: 'VMware ESXi Image',
    description:
      'The on-premises Stayvia appliance for VMware vSphere: local door-lock encoding, PMS interface and offline check-in for properties that keep guest data on site.',
    badges: ['ZIP', 'Ubuntu 22', 'Version 2'],
    details: { format: 'ZIP (OVF + VMDK)', platform: 'VMware ESXi 7.0 or later', os: 'Ubuntu 22.04 LTS' },
    filename: 'stayvia-appliance-vmware-esxi-ubuntu22-v2.zip',
  },
  {
    id: 'hyper-v',
    title: 'Hyper-V Image',
    description:
      'The same appliance packaged for Microsoft Hyper-V on Windows Server, for properties whose IT runs on Microsoft infrastructure.',
    badges: ['ZIP', 'Ubuntu 22', 'Version 2'],
    details: { format: 'ZIP (VHDX)', platform: 'Hyper-V on Windows Server 2019 or later', os: 'Ubuntu 22.04 LTS' },
    filename: 'stayvia-appliance-hyper-v-ubuntu22-v2.zip',
  },
];

export const importNote = {
  title: 'Extract, then import',
  steps: [
    'Download the ZIP file for your hypervisor and extract it to a datastore or local disk.',
    'VMware ESXi: in the vSphere Client choose Deploy OVF Template and select the extracted .ovf file. Hyper-V: choose Import Virtual Machine and point it at the extracted folder.',
    'Give the virtual machine 4 vCPUs, 8 GB of memory and a network with access to your PMS, then start it and open the address shown on its console to finish setup.',
  ],
};

export const downloadsIntro: PageIntro = {
  metaTitle: 'Downloads',
  metaDescription:
    'Download the Stayvia on-premises appliance as a VMware ESXi or Hyper-V virtual machine image (ZIP, Ubuntu 22, version 2).',
  badge: 'Downloads',
  title: 'Downloads',
  highlight: 'for on-premises installs',
  description: 'Virtual machine images of the on-premises appliance, for properties that run lock encoding and PMS interfaces on site.',
};

export const downloadsRelated: RelatedLink[] = [
  { title: 'Onboarding', description: 'Our team helps you install and connect the appliance.', href: '/support/onboarding' },
  { title: 'Get Help', description: 'Questions about installing an image? Contact support.', href: '/support/get-help#contact' },
  { title: 'Integrations', description: 'Systems the appliance connects to on your network.', href: '/software/integrations' },
];

export const downloadsStats: Statistic[] = [
  { value: '2', label: 'Hypervisors supported' },
  { value: 'Version 2', label: 'Current appliance' },
  { value: 'Ubuntu 22', label: 'LTS operating system' },
  { value: '4 vCPU · 8 GB', label: 'Recommended size' },
];

export const downloadsCallToAction: CallToActionCopy = {
  title: 'Planning an on-premises install?',
  text: 'Our engineers size the appliance for your property and connect it to your PMS and locks with you.',
};

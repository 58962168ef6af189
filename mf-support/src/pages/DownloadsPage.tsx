import { FileArchive, Sparkles } from 'lucide-react';
import { openDialog } from 'shared/dialogs';
import { useSettings } from 'shared/settings';
import { Button } from 'shared/ui/Button';
import {
  downloadsCallToAction,
  downloadsIntro,
  downloadsRelated,
  downloadsStats,
  importNote,
  vmImages,
} from '../content/downloads';
import { Card } from '../components/Card';
import { SubPageLayout } from '../components/SubPageLayout';
import { VmImageCard } from '../components/VmImageCard';

export default function DownloadsPage() {
  // `?? {}`: a shell built before settings had `downloads` hands remotes settings without it.
  const downloads = useSettings().downloads ?? {};
  return (
    <SubPageLayout
      intro={downloadsIntro}
      related={downloadsRelated}
      stats={downloadsStats}
      callToAction={downloadsCallToAction}
      callToActionButtons={
        <Button variant="accent" size="lg" onClick={() => openDialog('contact')}>
          Talk to an Engineer
        </Button>
      }
    >
      <section aria-labelledby="vm-images-heading">
        <h2 id="vm-images-heading" className="sr-only">
          Virtual machine images
        </h2>
        <ul className="grid gap-6 lg:grid-cols-2">
          {vmImages.map((image) => (
            <VmImageCard key={image.id} image={image} url={downloads[image.id]} />
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Card as="article" className="sm:p-8">
          <div className="flex items-center gap-3">
            <FileArchive aria-hidden="true" className="size-6 text-brand-700" />
            <h2 className="text-xl font-bold text-ink-900">{importNote.title}</h2>
          </div>
          <ol className="mt-5 list-decimal space-y-3 pl-5 leading-relaxed text-ink-700 marker:font-semibold marker:text-brand-700">
            {importNote.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <Card as="article" className="flex flex-col justify-center border-dashed bg-brand-50 text-center sm:p-8">
          <Sparkles aria-hidden="true" className="mx-auto size-8 text-brand-700" />
          <h2 className="mt-4 text-xl font-bold text-ink-900">More Downloads Coming Soon</h2>
          <p className="mt-2 text-ink-600">
            Images for Proxmox and KVM, and a kiosk app for Windows, are being prepared for release.
          </p>
        </Card>
      </div>
    </SubPageLayout>
  );
}

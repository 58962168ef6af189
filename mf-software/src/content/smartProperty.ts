import { BrainCircuit, Cpu, Leaf, Lightbulb, SlidersHorizontal, Wifi, Zap } from 'lucide-react';
import type { SoftwarePageContent } from './types';
import { figures } from 'shared/marketingFigures';

export const smartProperty: SoftwarePageContent = {
  path: '/software/smart-property',
  meta: {
    title: 'Smart Property: Room Controls, Energy and IoT',
    description:
      'Guests control their room from their phone, empty rooms save energy, connected devices report problems early and AI automates the routine.',
  },
  hero: {
    badge: 'Smart Property',
    title: 'A smart property that runs itself,',
    highlight: 'room by room',
    description:
      'Guests control their room from the app, empty rooms save energy on their own, and your team learns about a leaking pipe or a failing fridge before a guest does.',
    visual: {
      kind: 'phone',
      header: 'Room 1208 · Smart room',
      title: 'Evening scene',
      rows: [
        { label: 'Temperature', detail: '23.5 °C · eco when you leave', done: true },
        { label: 'Lights', detail: 'Warm white · 40%', done: true },
        { label: 'Curtains', detail: 'Closing at sunset, 18:21', done: true },
        { label: 'Do not disturb', detail: 'Off' },
      ],
      action: 'Good night',
    },
    caption: 'Room controls in the guest app.',
  },
  navLabel: 'Smart Property sections',
  sections: [
    {
      id: 'controls',
      icon: SlidersHorizontal,
      audience: 'For guests',
      title: 'The room responds to the guest',
      intro:
        'Guests adjust temperature, lighting, curtains and the TV from the app or by voice, and set scenes such as “Arrive”, “Work” or “Sleep”. Preferences are remembered for the next stay.',
      benefits: [
        {
          title: 'Comfort without a manual',
          text: 'No more hunting for switches: every control is in the app, labelled in the guest’s language.',
        },
        {
          title: 'A room ready on arrival',
          text: 'The room is cooled or warmed to the guest’s preferred temperature shortly before they reach the door.',
        },
        {
          title: 'Do not disturb, everywhere',
          text: 'Privacy and make-up-room requests show on the housekeeping board as well as on the door panel.',
        },
      ],
      steps: [
        'Thermostats, lighting, curtains and TVs are connected through your room controller or building management system.',
        'When the guest checks in, their app is granted control of their room only.',
        'Commands go from the app to the controller in under a second, and changes made on the wall panel show in the app.',
        'At check-out, control is withdrawn and the room returns to its unoccupied settings.',
      ],
      connectsTo: ['Room controllers', 'Thermostats', 'Lighting and curtains', 'Smart TVs', 'Housekeeping board'],
      visual: {
        kind: 'phone',
        header: 'Room 1208 · Smart room',
        title: 'Scenes',
        rows: [
          { label: 'Arrive', detail: 'Lights on, 23 °C, curtains open', done: true },
          { label: 'Work', detail: 'Desk lamp, cool white, 22 °C' },
          { label: 'Movie', detail: 'Lights 10%, curtains closed' },
          { label: 'Sleep', detail: 'All off, 24 °C, DND on' },
        ],
        action: 'Create a scene',
      },
      caption: 'Room scenes the guest can run with one tap.',
    },
    {
      id: 'energy',
      icon: Leaf,
      audience: 'For owners and engineering',
      title: 'Energy saved in every empty room',
      intro:
        'Rooms know whether they are sold, occupied or empty. Air conditioning and lighting step back automatically when nobody is there, and consumption is reported per room, floor and property.',
      benefits: [
        {
          title: 'Lower utility bills',
          text: 'Unsold rooms hold a setback temperature; occupied rooms ease off when the guest leaves and the door is closed.',
        },
        {
          title: 'ESG reporting made simple',
          text: 'Energy per occupied room night is tracked for sustainability reports and certifications.',
        },
        {
          title: 'No comfort penalty',
          text: 'Pre-cooling before arrival and on the guest’s return keeps rooms pleasant while they save.',
        },
      ],
      steps: [
        'Occupancy comes from the PMS (sold or unsold) and from door and motion sensors (present or away).',
        'Rules set each room’s target temperature and lighting for every state.',
        'Meters and controllers report consumption every 15 minutes.',
        'The dashboard compares floors and properties and flags rooms that use more than their peers.',
      ],
      connectsTo: ['PMS occupancy', 'Door and motion sensors', 'Energy meters', 'Building management systems', 'ESG reports'],
      visual: {
        kind: 'bars',
        title: 'Guest-room energy per occupied room night',
        unit: 'kWh',
        bars: [
          { label: 'Q1', value: 31 },
          { label: 'Q2', value: 29 },
          { label: 'Q3', value: 25 },
          { label: 'Q4', value: 22 },
        ],
        note: 'Setbacks in unsold rooms account for most of the saving.',
      },
      caption: 'Sample energy trend for a city hotel in its first year of automated setbacks.',
    },
    {
      id: 'iot',
      icon: Cpu,
      audience: 'For engineering',
      title: 'Every connected device, watched from one screen',
      intro:
        'Leak sensors, minibar fridges, pool pumps, air-quality monitors and smart locks report their health to one dashboard. Problems become tasks before they become complaints.',
      benefits: [
        {
          title: 'Fix it before the guest notices',
          text: 'A fridge running warm or a pump losing pressure opens an engineering task automatically.',
        },
        {
          title: 'One view of many vendors',
          text: 'Devices from different manufacturers appear side by side with battery, signal and status.',
        },
        {
          title: 'Secure by design',
          text: 'Devices sit on their own network segment and talk to the platform over encrypted connections.',
        },
      ],
      steps: [
        'Devices connect through a property gateway using Zigbee, Z-Wave, BLE, LoRaWAN or the vendor’s cloud.',
        'Each device is mapped to a room or area and given thresholds.',
        'Readings outside the thresholds raise alerts and tasks; low batteries are batched into one weekly round.',
        'History is kept for trend analysis and warranty claims.',
      ],
      connectsTo: ['Property gateways', 'Vendor clouds', 'Task management', 'Smart locks', 'Analytics'],
      visual: {
        kind: 'board',
        title: 'Devices · All areas',
        rows: [
          { label: 'Leak sensor · Room 805 bathroom', meta: 'Water detected 02:14', status: 'Alert', tone: 'danger' },
          { label: 'Minibar fridge · Room 1102', meta: '7.8 °C · above 6 °C limit', status: 'Warning', tone: 'accent' },
          { label: 'Pool pump · Rooftop', meta: 'Pressure normal', status: 'OK', tone: 'success' },
          { label: 'Door lock · Room 412', meta: 'Battery 18%', status: 'Battery round', tone: 'neutral' },
        ],
      },
      caption: 'Device health across the property, with alerts first.',
    },
    {
      id: 'ai',
      icon: BrainCircuit,
      audience: 'For general managers',
      title: 'AI that learns how your property runs',
      intro:
        'The AI studies occupancy, weather, device data and guest behaviour to adjust settings and schedules on its own, and explains each change so your team stays in control.',
      benefits: [
        {
          title: 'Smarter pre-cooling',
          text: 'Rooms start cooling earlier on hot afternoons and later on mild ones, based on each room’s history.',
        },
        {
          title: 'Predictive maintenance',
          text: 'Devices that are starting to fail are spotted from their readings, and replacements are planned in quiet weeks.',
        },
        {
          title: 'Clear, reversible decisions',
          text: 'Every automatic change is logged with its reason, and any rule can be paused with one switch.',
        },
      ],
      steps: [
        'The AI learns from at least two weeks of room, device and occupancy data.',
        'It proposes automations; your team approves them or lets them run automatically.',
        'Results are measured against a control group of rooms.',
        'Automations that do not pay off are rolled back and reported.',
      ],
      connectsTo: ['Room controls', 'Energy meters', 'IoT devices', 'Weather forecasts', 'PMS forecasts'],
      visual: {
        kind: 'board',
        title: 'AI automations · Suggested',
        rows: [
          { label: 'Pre-cool west-facing rooms 20 min earlier', meta: 'Hot afternoons · est. 6% less energy', status: 'Approve', tone: 'brand' },
          { label: 'Replace fridge compressor, room 1102', meta: 'Failure likely within 3 weeks', status: 'Planned', tone: 'accent' },
          { label: 'Dim corridor lights 01:00–05:00', meta: 'Running 14 days · saving confirmed', status: 'Active', tone: 'success' },
          { label: 'Lobby AC setback on Sundays', meta: 'No saving found', status: 'Rolled back', tone: 'neutral' },
        ],
      },
      caption: 'AI suggestions with their reasons and measured results.',
    },
  ],
  related: [
    {
      title: 'Smart rooms',
      description: 'The room technology behind comfort, savings and fewer complaints.',
      href: '/solutions/by-technology#smart',
      icon: Lightbulb,
    },
    {
      title: 'ESG and sustainability',
      description: 'Measure and cut energy per room night, with reports for certification.',
      href: '/solutions/by-technology#esg',
      icon: Zap,
    },
    {
      title: 'Co-living',
      description: 'Connected suites and shared spaces managed from one dashboard.',
      href: '/solutions/by-industry#coliving',
      icon: Wifi,
    },
  ],
  stats: [
    figures.propertiesServed,
    figures.integrations,
    figures.monthlyInteractions,
    figures.guestSatisfaction,
  ],
  cta: {
    title: 'Make your rooms work for you',
    text: 'Tell us which controllers, locks and sensors you have; we will show how they come together on one dashboard.',
  },
};

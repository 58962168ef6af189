import { BedDouble, Building2, ListChecks, MessageCircle, ShieldAlert, Users, Workflow } from 'lucide-react';
import type { SoftwarePageContent } from './types';
import { figures } from 'shared/marketingFigures';

export const staffTools: SoftwarePageContent = {
  path: '/software/staff-tools',
  meta: {
    title: 'Staff Tools: Team Chat, Tasks and Housekeeping',
    description:
      'One workspace for every team: chat by department and shift, tasks from guest requests, a live housekeeping board and incident reports with audit trails.',
  },
  hero: {
    badge: 'Staff Tools',
    title: 'Staff tools for every team,',
    highlight: 'in one shared workspace',
    description:
      'Front desk, housekeeping, engineering and F&B see the same live picture of the property on desktop and mobile. Guest requests become tasks, rooms turn faster, and nothing is lost between shifts.',
    visual: {
      kind: 'board',
      title: 'Today · Operations',
      rows: [
        { label: 'Arrivals', meta: '86 expected · 61 pre-checked-in', status: 'On track', tone: 'success' },
        { label: 'Rooms to clean', meta: '42 of 118 remaining', status: 'In progress', tone: 'brand' },
        { label: 'Open guest requests', meta: '7 · oldest 12 min', status: 'Watch', tone: 'accent' },
        { label: 'Incidents', meta: 'Pool pump pressure low', status: 'Open', tone: 'danger' },
      ],
    },
    caption: 'The operations overview every department shares.',
  },
  navLabel: 'Staff Tools sections',
  sections: [
    {
      id: 'communication',
      icon: MessageCircle,
      audience: 'For every department',
      title: 'Team chat that knows rooms and shifts',
      intro:
        'Department channels, direct messages and shift handovers replace radios, paper logbooks and personal messaging apps. Messages can mention a room or a guest and link straight to them.',
      benefits: [
        {
          title: 'Handovers that stick',
          text: 'Each shift closes with a handover note the next shift must read, so a promised extra bed is never forgotten.',
        },
        {
          title: 'Broadcasts in seconds',
          text: 'Managers send announcements to a department, a floor or the whole property, with read receipts.',
        },
        {
          title: 'Work apart from personal chat',
          text: 'Staff keep work conversations out of personal apps; access ends when someone leaves.',
        },
      ],
      steps: [
        'Staff sign in on the web dashboard or the staff app with their role and department.',
        'Channels are created for each department and shift; guests’ room numbers and names link to their profiles.',
        'Urgent messages push to phones and stay pinned until someone acknowledges them.',
        'Conversations are kept for the audit period you choose.',
      ],
      connectsTo: ['Staff mobile app', 'Web dashboard', 'Guest profiles', 'Task management', 'Single sign-on'],
      visual: {
        kind: 'chat',
        header: '#front-office · Morning shift',
        messages: [
          { from: 'staff', name: 'Ploy · Front desk', text: 'Room 702 asked for a baby cot before 15:00, guest arriving early.' },
          { from: 'assistant', name: 'Task assistant', text: 'Task created for housekeeping, floor 7. Due 14:30.' },
          { from: 'guest', name: 'Arun · Housekeeping', text: 'Cot delivered to 702, photo added to the task.' },
        ],
      },
      caption: 'A front-office request turned into a task and closed in the team channel.',
    },
    {
      id: 'tasks',
      icon: ListChecks,
      audience: 'For supervisors and line staff',
      title: 'Every request has an owner and a due time',
      intro:
        'Guest requests from the app and the concierge, recurring checks and manager assignments all land on one task board, routed to the right person with the right priority.',
      benefits: [
        {
          title: 'Nothing falls through',
          text: 'Tasks escalate automatically when they pass their due time, and the guest sees progress in the app.',
        },
        {
          title: 'Routine work on schedule',
          text: 'Daily minibar checks, weekly filter changes and monthly safety walks repeat without anyone remembering them.',
        },
        {
          title: 'Proof of work',
          text: 'Staff close tasks with a photo or a note; supervisors see who did what and how long it took.',
        },
      ],
      steps: [
        'A task is created by a guest request, a rule, a recurring schedule or a manager.',
        'Routing rules assign it by department, floor and who is on shift.',
        'The assignee accepts it on the staff app, works it and closes it with a note or photo.',
        'Late tasks escalate to a supervisor; completion times feed analytics.',
      ],
      connectsTo: ['Guest app service requests', 'Digital concierge', 'Staff mobile app', 'PMS room status', 'Analytics'],
      visual: {
        kind: 'board',
        title: 'Tasks · Engineering',
        rows: [
          { label: 'Room 1204 · Air con noise', meta: 'Somchai · due 10:40', status: 'In progress', tone: 'brand' },
          { label: 'Room 318 · Replace bulb', meta: 'Done in 9 min · photo added', status: 'Done', tone: 'success' },
          { label: 'Pool · Weekly filter clean', meta: 'Recurring · every Monday', status: 'Scheduled', tone: 'neutral' },
          { label: 'Room 611 · Shower temperature', meta: 'Overdue by 5 min', status: 'Escalated', tone: 'danger' },
        ],
      },
      caption: 'An engineering task board with a recurring job and an escalation.',
    },
    {
      id: 'housekeeping',
      icon: BedDouble,
      audience: 'For housekeeping',
      title: 'A live housekeeping board, room by room',
      intro:
        'Room attendants see their section on a phone, update each room as they go, and supervisors inspect and release rooms in real time, so arrivals get keys sooner.',
      benefits: [
        {
          title: 'Rooms ready sooner',
          text: 'Checked-out rooms appear the moment the guest leaves; rooms for early arrivals are cleaned first.',
        },
        {
          title: 'Fair, balanced sections',
          text: 'Boards are built automatically from departures, stay-overs and room sizes, and balanced across the team.',
        },
        {
          title: 'Fewer calls to the desk',
          text: 'When a supervisor releases a room, the front desk and the guest’s mobile key know at once.',
        },
      ],
      steps: [
        'Each morning, departures and stay-overs are read from the PMS and sections are assigned.',
        'Attendants mark rooms in progress, clean or out of order from their phones.',
        'Supervisors inspect, add notes or photos, and release the room.',
        'The room status is written back to the PMS and the waiting guest is notified.',
      ],
      connectsTo: ['PMS room status', 'Mobile key', 'Express checkout', 'Staff mobile app', 'Lost and found log'],
      visual: {
        kind: 'board',
        title: 'Housekeeping · Floor 4',
        rows: [
          { label: 'Room 401 · Departure', meta: 'Pim · cleaning since 09:12', status: 'In progress', tone: 'brand' },
          { label: 'Room 404 · Early arrival 11:00', meta: 'Priority', status: 'Next', tone: 'accent' },
          { label: 'Room 407 · Stay-over', meta: 'Inspected by Nok', status: 'Ready', tone: 'success' },
          { label: 'Room 412 · Departure', meta: 'Guest checked out 08:55', status: 'Dirty', tone: 'neutral' },
        ],
      },
      caption: 'A floor’s rooms with live statuses and an early arrival first in line.',
    },
    {
      id: 'incidents',
      icon: ShieldAlert,
      audience: 'For duty managers and security',
      title: 'Incidents reported, tracked and closed properly',
      intro:
        'A slip by the pool, a lost passport or a broken lift is logged in seconds on a phone with photos and witnesses, then tracked to resolution with a complete audit trail.',
      benefits: [
        {
          title: 'Reported on the spot',
          text: 'Structured forms per incident type capture what insurers and authorities ask for, while it is fresh.',
        },
        {
          title: 'The right people, immediately',
          text: 'Severity rules alert the duty manager, security or the general manager by push notification and SMS.',
        },
        {
          title: 'Patterns you can act on',
          text: 'Reports by type, location and time show where a wet floor sign or a new camera would help.',
        },
      ],
      steps: [
        'A staff member opens a report on the staff app, picks the type and adds photos and people involved.',
        'Severity sets who is alerted and how quickly they must respond.',
        'Follow-up actions are assigned as tasks; guest communication is logged on the guest profile.',
        'The incident is closed with a summary and stays in the audit log.',
      ],
      connectsTo: ['Staff mobile app', 'SMS alerts', 'Task management', 'Guest profiles', 'Analytics and exports'],
      visual: {
        kind: 'board',
        title: 'Incidents · Last 7 days',
        rows: [
          { label: 'Pool deck · Guest slipped', meta: 'Minor · first aid given', status: 'Closed', tone: 'success' },
          { label: 'Lift B · Stuck between floors', meta: 'Major · vendor on site', status: 'Open', tone: 'danger' },
          { label: 'Lobby · Lost passport found', meta: 'Returned to room 1102', status: 'Closed', tone: 'success' },
          { label: 'Car park · Scratch reported', meta: 'Camera footage requested', status: 'Review', tone: 'accent' },
        ],
      },
      caption: 'Incident reports with severity and status for the duty manager.',
    },
  ],
  related: [
    {
      title: 'Staff platform',
      description: 'How one workspace replaces radios, logbooks and personal chat apps.',
      href: '/solutions/by-technology#staff',
      icon: Users,
    },
    {
      title: 'Automate workflows',
      description: 'Route requests, schedule routine work and escalate without a manager chasing.',
      href: '/solutions/by-goal#automate',
      icon: Workflow,
    },
    {
      title: 'Residential and senior living',
      description: 'The same tools for maintenance requests and resident safety.',
      href: '/solutions/by-industry#senior',
      icon: Building2,
    },
  ],
  stats: [
    figures.propertiesServed,
    figures.monthlyInteractions,
    figures.guestSatisfaction,
    figures.integrations,
  ],
  cta: {
    title: 'Give every team the same live picture',
    text: 'We will set up a sample property with your departments and show how requests, rooms and incidents flow between them.',
  },
};

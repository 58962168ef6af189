import {
  BookOpen,
  Blocks,
  ClipboardList,
  Cpu,
  Hotel,
  HouseWifi,
  Info,
  LifeBuoy,
  MessagesSquare,
  Route,
  ShieldCheck,
  Target,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/** Icon of each menu page (keyed by href) and of each Support column (keyed by title). */
export const pageIcons: Record<string, LucideIcon> = {
  '/software/guest-journey': Route,
  '/software/guest-engagement': MessagesSquare,
  '/software/staff-tools': ClipboardList,
  '/software/smart-property': HouseWifi,
  '/software/payments-security': ShieldCheck,
  '/software/integrations': Blocks,
  '/solutions/by-industry': Hotel,
  '/solutions/by-technology': Cpu,
  '/solutions/by-goal': Target,
};

export const supportColumnIcons: Record<string, LucideIcon> = {
  'Get Help': LifeBuoy,
  'Customer Resources': BookOpen,
  About: Info,
  Community: UsersRound,
};

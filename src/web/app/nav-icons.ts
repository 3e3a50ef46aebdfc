import {
  Circle,
  Images,
  Library,
  MessageSquareText,
  Mic,
  ScanSearch,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  '/styles': Library,
  '/analysis': ScanSearch,
  '/generator': WandSparkles,
  '/chat': MessageSquareText,
  '/assistant': Mic,
  '/gallery': Images,
};

/** Icons for the mobile menu's links (kept apart so the desktop header does not load them). */
export function navIcon(path: string): LucideIcon {
  return ICONS[path] ?? Circle;
}

/** Sample content of the phone demo (loaded with it, as it nears the viewport). */
import { Bath, Car, ChefHat, Clock, type LucideIcon, Sparkle, Wrench } from 'lucide-react';

export interface ChatMessage {
  from: 'guest' | 'ai';
  text: string;
}

export const phoneDemo = {
  property: 'The Lagoon Resort',
  greeting: 'Good evening, Sarah',
  room: 'Room 412',
  checkOut: 'Check-out Sun 12:00',
  conversation: [
    { from: 'guest', text: 'What time does the spa close tonight?' },
    { from: 'ai', text: 'The Lotus Spa is open until 10 PM tonight. The last treatment starts at 8:30.' },
    { from: 'ai', text: 'Shall I book you a 60-minute Thai massage at 8:30 PM? It goes on your room bill.' },
  ] satisfies ChatMessage[],
  /** Suggested replies under the conversation, each with the AI's answer. */
  quickReplies: [
    {
      label: 'Book 8:30 PM',
      reply: 'Booked! Your 60-minute Thai massage is confirmed for 8:30 PM at the Lotus Spa and added to the Room 412 bill. I’ll remind you at 8:00.',
    },
    {
      label: 'See treatments',
      reply: 'Tonight’s openings: Thai massage 60 min ($85), aromatherapy 90 min ($120) and a 45-minute foot ritual ($60). Which one sounds good?',
    },
  ],
  /** The AI's answer to anything typed in the demo. */
  demoReply:
    'Thanks! This is a demo, so I can’t act on that here. At your property I would answer from your own menus and policies.',
  inputLabel: 'Message the concierge',
  local: [
    { title: 'Night market on Soi 8', detail: 'Street food and crafts · 6 min walk', tag: 'Tonight' },
    { title: 'Sunset jazz at Sky Bar', detail: 'Live trio from 7:00 PM · Level 24', tag: 'Event' },
    { title: 'Clear evening, 27 °C', detail: 'Light breeze · rain tomorrow after 3 PM', tag: 'Weather' },
    { title: 'Chef’s table at Saffron', detail: 'Two seats left at 8:00 PM', tag: 'For you' },
  ],
  services: [
    { label: 'Extra towels', icon: Bath },
    { label: 'Housekeeping', icon: Sparkle },
    { label: 'Late check-out', icon: Clock },
    { label: 'Airport taxi', icon: Car },
    { label: 'In-room dining', icon: ChefHat },
    { label: 'Fix something', icon: Wrench },
  ] satisfies { label: string; icon: LucideIcon }[],
};

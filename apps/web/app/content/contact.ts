import { MANAGE_TRIP_PATH } from '../lib/links';
import { STAFFED_LABEL, SUPPORT_EMAIL, SUPPORT_TEXT_DISPLAY, SUPPORT_TEXT_NUMBER } from './constants';
import type { Card, PageHeaderContent, PageMeta } from './types';

export const CONTACT_META: PageMeta = {
  title: 'Help Center',
  description: `Get help with your Landline shuttle: answers to common questions, text or e-mail our team, ${STAFFED_LABEL}.`,
};

export const CONTACT_HEADER: PageHeaderContent = {
  title: 'Help Center',
  subtitle: 'Questions about a ride? Find a quick answer below or reach our team: we are happy to help.',
};

export const HELP_TOPICS: Card[] = [
  {
    title: 'General questions',
    content: 'Baggage, pets, wheelchairs, check-in and cancellations.',
    url: '/faq#general-questions',
    buttonLabel: 'Read answers',
  },
  {
    title: 'Minnesota service',
    content: 'Rides between MSP airport and Duluth, and pickup times at MSP.',
    url: '/faq#about-minnesota-service',
    buttonLabel: 'Read answers',
  },
  {
    title: 'Colorado service',
    content: 'Rides between Denver airport, Fort Collins and CSU, fares and free FNL parking.',
    url: '/faq#about-colorado-service',
    buttonLabel: 'Read answers',
  },
  {
    title: 'Change My Booking',
    content: 'How to change or cancel a booking today, and the time limits that apply.',
    url: MANAGE_TRIP_PATH,
    buttonLabel: 'Change or cancel',
  },
];

export const SUPPORT_CARDS = {
  text: {
    title: 'Text us',
    content: `Send a text to ${SUPPORT_TEXT_DISPLAY} and a member of our team will reply.`,
    url: `sms:${SUPPORT_TEXT_NUMBER}`,
    buttonLabel: 'Send a text',
  },
  chat: {
    title: 'Chat with us',
    content: `Talk live with our support team during staffed hours, ${STAFFED_LABEL}.`,
    // The card's action is the chat adapter's (content/chat-card.tsx), not a link.
    buttonLabel: 'Start a chat',
  },
  email: {
    title: 'E-mail us',
    content: `Write to ${SUPPORT_EMAIL}; we answer every message, usually the same day.`,
    url: `mailto:${SUPPORT_EMAIL}`,
    buttonLabel: 'Send an e-mail',
  },
} satisfies Record<string, Card>;

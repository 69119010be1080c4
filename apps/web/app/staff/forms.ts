// Landline Forms, the staff forms page (the content spec: cards opening external forms in a new
// tab, grouped as the spec lists them; "management only" and "company account only" are labels,
// their enforcement belongs to the forms service). Every form lives on the company's forms
// service (FORMS_SERVICE_URL, decision 230).
import { FORMS_SERVICE_URL } from '../content/constants';
import type { PageHeaderContent, PageMeta } from '../content/types';

export type FormAudience = 'management' | 'company-account';

export const AUDIENCE_LABELS: Record<FormAudience, string> = {
  management: 'Management only',
  'company-account': 'Company account only',
};

/** One way into a form: most cards have one, a regional form one per region. */
export interface FormLink {
  label: string;
  url: string;
}

/** Form card (spec section 3): id, title, description, who may use it, its form(s). */
export interface FormCard {
  id: string;
  title: string;
  description: string;
  audience?: FormAudience;
  links: FormLink[];
}

export interface FormGroup {
  id: string;
  title: string;
  cards: FormCard[];
}

/** A form's address on the forms service. */
export function formUrl(path: string): string {
  return new URL(path, FORMS_SERVICE_URL).href;
}

const open = (path: string): FormLink[] => [{ label: 'Open form', url: formUrl(path) }];
const regional = (prefix: string, regions: string[]): FormLink[] =>
  regions.map((region) => ({ label: region, url: formUrl(`${prefix}-${region.toLowerCase()}`) }));

export const FORMS_META: PageMeta = {
  title: 'Landline Forms',
  description:
    'Forms for Landline staff: safety reports, safety assessments, station audits, security inspection searches and supply inventories.',
};

export const FORMS_HEADER: PageHeaderContent = {
  title: 'Landline Forms',
  subtitle: 'Reports, assessments and audits for our team. Each form opens in a new tab on our forms service.',
};

export const FORM_GROUPS: FormGroup[] = [
  {
    id: 'safety-reporting',
    title: 'Safety Reporting',
    cards: [
      {
        id: 'sp111',
        title: 'SP111 Incident / Accident Report',
        description: 'Report a collision, an incident or an accident involving a coach, a passenger or a station.',
        links: open('sp111'),
      },
      {
        id: 'sp110',
        title: 'SP110 Injury / Medical Report',
        description: 'Report an injury or a medical event of a passenger or an employee.',
        links: open('sp110'),
      },
      {
        id: 'sp101a',
        title: 'SP101A Safety Concern',
        description: 'Tell us about a hazard or an unsafe practice, before it causes harm.',
        links: open('sp101a'),
      },
    ],
  },
  {
    id: 'safety-assessments',
    title: 'Safety Assessments',
    cards: [
      {
        id: 'sp201a',
        title: 'SP201A Risk Assessment',
        description: 'Assess the risk of a new route, stop, procedure or piece of equipment.',
        links: open('sp201a'),
      },
      {
        id: 'sp202',
        title: 'SP202 Safety Assessment',
        description: 'Record a safety assessment of an operation or a location.',
        links: open('sp202'),
      },
      {
        id: 'sp101b',
        title: 'SP101B Safety Concern Response',
        description: 'Answer a reported safety concern with the findings and the action taken.',
        audience: 'management',
        links: open('sp101b'),
      },
    ],
  },
  {
    id: 'station-audits',
    title: 'Required Station Audits',
    cards: [
      {
        id: 'station-safety-security',
        title: 'Station Safety and Security Audit',
        description: 'The station’s regular safety and security audit.',
        links: open('station-safety-security-audit'),
      },
      {
        id: 'gsc-audit',
        title: 'GSC Audit',
        description: 'The ground service audit of your region.',
        links: regional('gsc-audit', ['Midwest', 'Canada', 'Colorado', 'Northeast']),
      },
    ],
  },
  {
    id: 'secure-to-secure',
    title: 'Secure to Secure Inspection Search',
    cards: [
      {
        id: 'op-302c',
        title: 'OP-302C Secure to Secure Inspection Search',
        description: 'Search a coach before it moves passengers between secure areas.',
        links: regional('op-302c', ['Northeast', 'Chicago']),
      },
    ],
  },
  {
    id: 'vehicle-security',
    title: 'Vehicle Security Inspection Search',
    cards: [
      {
        id: 'op-302a',
        title: 'OP-302A Vehicle Security Inspection Search (Northeast)',
        description: 'The security inspection search of a vehicle in the Northeast.',
        audience: 'company-account',
        links: open('op-302a-northeast'),
      },
    ],
  },
  {
    id: 'phl-inventory',
    title: 'PHL Vehicle Supplies Cabinet Inventory',
    cards: [
      {
        id: 'phl-cabinet',
        title: 'PHL Vehicle Supplies Cabinet Inventory',
        description: 'Count and restock the vehicle supplies cabinet at Philadelphia.',
        links: open('phl-vehicle-supplies-inventory'),
      },
    ],
  },
];

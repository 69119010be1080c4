import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Description,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
import { Link, useNavigate } from 'react-router';
import type { Trip } from '@landline/shared/schemas';
import { dispatchDraft } from '../booking/use-draft';
import { useLangPath, useTranslation } from '../i18n/react';
import { editParts, editSearch, hasFlights, type EditPart } from './edit-trip';
import { cancelPath } from './paths';
import { useFlag } from '../lib/settings';

// The trip modals (section 2: change of plans, edit trip, cancel confirmation) on Headless UI's Dialog: a
// modal with its title and description, focus kept inside, Escape and a click outside close it,
// and focus goes back to the control that opened it.

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The control focused on opening (default: the first). */
  initialFocus?: RefObject<HTMLElement | null>;
}

function Modal({ open, onClose, title, description, children, role = 'dialog', initialFocus }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} role={role} initialFocus={initialFocus} className="trip-dialog">
      <DialogBackdrop className="trip-dialog__backdrop" />
      <div className="trip-dialog__frame">
        <DialogPanel className="trip-dialog__panel">
          <DialogTitle className="trip-dialog__title">{title}</DialogTitle>
          <Description as="div" className="trip-dialog__text">
            {description}
          </Description>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Change of plans (section 4): edit the trip or cancel it. Editing asks which part (a round trip,
 * its departure or its return; a one-way trip goes straight on) and, for a trip with partner
 * flights, Flight + ground or Ground only; then the search opens pre-filled (decision 221).
 */
export function ChangeOfPlansDialog({ trip, open, onClose }: { trip: Trip; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('trips');
  const lp = useLangPath();
  const navigate = useNavigate();
  const parts = editParts(trip);
  const [editing, setEditing] = useState(false);
  const [part, setPart] = useState<EditPart>(parts[0] ?? 'departure');
  const [tab, setTab] = useState(0);
  // Flight + ground is a search with partner flights: offered while showFlightSearch is on (decision 280).
  const flightSearch = useFlag('showFlightSearch');
  const withFlights = hasFlights(trip);
  const flights = withFlights && flightSearch;
  const name = useId();
  const close = () => {
    setEditing(false);
    onClose();
  };
  const start = () => {
    const started = editSearch(trip, parts.includes(part) ? part : parts[0], withFlights && (!flightSearch || tab === 1));
    if (!started) return;
    dispatchDraft({ type: 'startEdit', ...started });
    navigate(lp('/reservations/depart'));
  };
  if (!editing) {
    return (
      <Modal open={open} onClose={close} title={t('dialogs.changeTitle')} description={<p>{t('dialogs.changeText', { pnr: trip.pnr })}</p>}>
        <div className="trip-dialog__actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(true)} disabled={!parts.length}>
            {t('dialogs.editTrip')}
          </button>
          <Link className="button button--ghost" to={lp(cancelPath(trip.pnr))}>
            {t('cancelTrip')}
          </Link>
          <button type="button" className="button button--link" onClick={close}>
            {t('dialogs.close')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open={open} onClose={close} title={t('dialogs.editTrip')} description={<p>{t('dialogs.editText', { pnr: trip.pnr })}</p>}>
      {parts.length > 1 ? (
        <fieldset className="trip-dialog__parts">
          <legend>{t('dialogs.partLegend')}</legend>
          {parts.map((p) => (
            <label key={p} className="trip-dialog__part">
              <input type="radio" name={name} value={p} checked={part === p} onChange={() => setPart(p)} /> {t(`dialogs.part.${p}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {flights ? (
        <TabGroup selectedIndex={tab} onChange={setTab} className="trip-dialog__tabs">
          <TabList className="trip-dialog__tablist" aria-label={t('dialogs.searchKind')}>
            <Tab className="trip-dialog__tab">{t('dialogs.flightGround')}</Tab>
            <Tab className="trip-dialog__tab">{t('dialogs.groundOnly')}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel className="trip-dialog__tabpanel">{t('dialogs.flightGroundText')}</TabPanel>
            <TabPanel className="trip-dialog__tabpanel">{t('dialogs.groundOnlyText')}</TabPanel>
          </TabPanels>
        </TabGroup>
      ) : null}
      <div className="trip-dialog__actions">
        <button type="button" className="button button--primary" onClick={start}>
          {t('dialogs.findNew')}
        </button>
        <button type="button" className="button button--link" onClick={close}>
          {t('dialogs.close')}
        </button>
      </div>
    </Modal>
  );
}

/** Section 4: the cancellation's confirm modal, Yes or No; No has the focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  busy,
  error,
  onYes,
  onNo,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  busy: boolean;
  /** Why the last Yes failed, shown in the dialog. */
  error: ReactNode;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('trips');
  const no = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={busy ? () => {} : onNo} title={title} description={description} role="alertdialog" initialFocus={no}>
      {error}
      <div className="trip-dialog__actions">
        <button type="button" className="button button--primary" onClick={onYes} disabled={busy}>
          {busy ? t('dialogs.cancelling') : t('dialogs.yes')}
        </button>
        <button ref={no} type="button" className="button button--ghost" onClick={onNo} disabled={busy}>
          {t('dialogs.no')}
        </button>
      </div>
    </Modal>
  );
}

// Unit tests read the booking texts' English as a booking page would have it: loaded (decision 267).
import { english } from './catalogs';

await english.load();

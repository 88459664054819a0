import type { LocaleCode } from '@clavis/i18n-routing';
import type { ConsentTexts } from './consentTexts';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import { ro } from './ro';
import { ru } from './ru';

export type { ConsentTexts } from './consentTexts';

/** The consent texts of every locale the sites serve. */
export const CONSENT_TEXTS: Readonly<Record<LocaleCode, ConsentTexts>> = { en, de, es, pt, fr, it, ro, nl, ru };

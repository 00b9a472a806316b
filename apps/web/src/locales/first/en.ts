import { auth } from '@portal/contracts/messages/auth/en';
import { core } from '@portal/contracts/messages/core/en';
import { frame } from '../frame/en';

/** What the first screen waits for, in English: the catalogue's core and `auth.*`, and the web app's frame. */
export const first = { ...core, auth, ...frame };

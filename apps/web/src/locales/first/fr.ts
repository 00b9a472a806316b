import { auth } from '@portal/contracts/messages/auth/fr';
import { core } from '@portal/contracts/messages/core/fr';
import { frame } from '../frame/fr';

/** What the first screen waits for, in French: the catalogue's core and `auth.*`, and the web app's frame. */
export const first = { ...core, auth, ...frame };

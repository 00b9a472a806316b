import { auth } from '@portal/contracts/messages/auth/es';
import { core } from '@portal/contracts/messages/core/es';
import { frame } from '../frame/es';

/** What the first screen waits for, in Spanish: the catalogue's core and `auth.*`, and the web app's frame. */
export const first = { ...core, auth, ...frame };

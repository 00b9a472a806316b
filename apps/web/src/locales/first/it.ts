import { auth } from '@portal/contracts/messages/auth/it';
import { core } from '@portal/contracts/messages/core/it';
import { frame } from '../frame/it';

/** What the first screen waits for, in Italian: the catalogue's core and `auth.*`, and the web app's frame. */
export const first = { ...core, auth, ...frame };

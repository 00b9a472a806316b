import { demoAccounts } from './accounts';
import { demoSheets } from './sheets';
import type { DemoStep } from './types';

/** The demo data's steps, in order: each domain adds one line. */
export const DEMO_STEPS: DemoStep[] = [demoAccounts, demoSheets];

export { AppLayout as Component } from '../layout/app-layout';

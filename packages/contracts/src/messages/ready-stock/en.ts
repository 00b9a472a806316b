import type { Widen } from '../widen';

/** Ready for delivery (`ready-stock`, `ready-stock/reservations`). English is the reference. */
export const readyStock = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'Ready-for-delivery reservations',
    open: 'All reservations',
    toDecide: 'To decide',
    empty: 'No reservations to decide.',
    emptyOwn: 'No open reservations.',
  },
  columns: {
    code: 'Code',
    ean: 'EAN',
    type: 'Type',
    brand: 'Brand',
    internal_code: 'Internal code',
    description: 'Description',
    price: 'Price',
    weight_kg: 'Weight (kg)',
    availability: 'Availability',
    id: 'Reservation',
    client: 'Client',
    agency: 'Agency',
    ordered_by: 'Ordered by',
    delivery_mode: 'Delivery',
    ready_on: 'Ready on',
    collect_by: 'Collect by',
    state: 'State',
    created_at: 'Ordered on',
    reason: 'Reason',
  },
  availability: {
    one_left: 'Only one left',
    few_left: 'Only a few left',
    available: 'Available',
    none: 'Not available',
  },
  state: {
    requested: 'Requested',
    accepted: 'Accepted',
    refused: 'Refused',
    collected: 'Collected',
    delivered: 'Delivered',
    lapsed: 'Lapsed',
  },
  deliveryMode: {
    next_load: 'With the next load',
    self_collection: 'Self-collection',
  },
  validation: {
    deliveryMode: 'Choose how the appliance is delivered',
    deferredDelivery:
      'Ready-for-delivery appliances cannot have a deferred delivery date: they leave with the next load or are collected',
  },
  errors: {
    soldOut: 'This appliance is no longer available: someone reserved the last unit',
    clientRequired: 'Choose the client you are reserving for',
    notRequested: 'Only a requested reservation can be accepted or refused',
    notAccepted: 'Only an accepted reservation can be marked collected or delivered',
  },
  success: {
    reserved: 'Reserved: the manufacturer will confirm it',
    accepted: 'Reservation accepted',
    refused: 'Reservation refused',
    closed: 'Reservation closed',
  },
  import: {
    uncovered:
      'The new stock of {{code}} ({{quantity}}) does not cover its {{reserved}} reserved units: reservations {{reservations}} are not covered',
  },
  page: {
    title: 'Ready for delivery',
    reservationsTitle: 'Reservations',
    search: 'Search code, EAN, brand or description',
    allTypes: 'All types',
    allBrands: 'All brands',
    allStates: 'All states',
    empty: 'No appliance ready for delivery',
    noReservations: 'No reservations',
    reserve: 'Reserve',
    reserveTitle: 'Reserve {{code}}',
    client: 'Client',
    deliveryMode: 'Delivery',
    readyOn: 'Ready from {{date}}',
    collectBy: 'To be collected by {{date}}',
    nextLoadHint: 'The appliance leaves with the manufacturer’s next load.',
    confirm: 'Confirm reservation',
    accept: 'Accept',
    refuse: 'Refuse',
    refuseTitle: 'Refuse the reservation',
    collected: 'Collected',
    delivered: 'Delivered',
  },
  /** The e-mails this domain sends (`modules/ready-stock/mail.ts`). */
  mail: {
    accepted: {
      label: 'Reservation accepted',
      subject: 'Your reservation of {{code}} is accepted',
      body: ['{{description}} for {{client}} is reserved for you.', '{{dates}}'],
      action: 'Open your reservations',
    },
    refused: {
      label: 'Reservation refused',
      subject: 'Your reservation of {{code}} was refused',
      body: ['{{description}} for {{client}} cannot be delivered.', 'Reason: {{reason}}'],
      action: 'Open ready for delivery',
    },
    datesSelfCollection: 'Ready for collection from {{ready}}; to be collected by {{collect}}.',
    datesNextLoad: 'It leaves with the next load.',
  },
};

export type ReadyStockMessages = Widen<typeof readyStock>;

import type { Language } from '@portal/contracts';

/**
 * The privacy notice and the sales conditions a signer accepts with the client sheet, per
 * language. They are part of the signed document (see document.ts), so a wording change must
 * bump `version`: a signature always points at the exact text it accepted.
 */
export type LegalText = { title: string; version: string; body: string[] };
export type LegalTexts = { privacy: LegalText; conditions: LegalText };

const PRIVACY_VERSION = '2026-01';
const CONDITIONS_VERSION = '2026-01';

export const LEGAL_TEXTS: Record<Language, LegalTexts> = {
  it: {
    privacy: {
      title: 'Informativa sul trattamento dei dati personali (art. 13 Reg. UE 2016/679)',
      version: PRIVACY_VERSION,
      body: [
        'Titolare del trattamento è il Produttore, che tratta i dati della scheda cliente (ragione sociale, sedi, recapiti, dati bancari e fiscali, nominativi dei referenti) per gestire il rapporto commerciale, la fatturazione, le spedizioni e gli obblighi di legge.',
        'La base giuridica è l’esecuzione del contratto e delle misure precontrattuali richieste dal cliente e l’adempimento di obblighi di legge (fiscali e contabili). Il conferimento dei dati è necessario: senza di essi non è possibile attivare il cliente.',
        'I dati sono trattati con strumenti elettronici da personale autorizzato e dall’agenzia di riferimento, sono comunicati solo a banche, corrieri, consulenti e autorità quando necessario e non sono trasferiti fuori dallo Spazio Economico Europeo.',
        'I dati sono conservati per la durata del rapporto e, dopo la sua cessazione, per dieci anni per gli obblighi di legge. L’interessato può chiedere accesso, rettifica, cancellazione, limitazione, portabilità e opporsi al trattamento scrivendo al Titolare, e può proporre reclamo al Garante per la protezione dei dati personali.',
      ],
    },
    conditions: {
      title: 'Condizioni generali di vendita',
      version: CONDITIONS_VERSION,
      body: [
        'Le presenti condizioni regolano tutte le forniture del Produttore al cliente; eventuali condizioni diverse valgono solo se accettate per iscritto dal Produttore.',
        'Gli ordini sono vincolanti per il Produttore solo dopo la conferma d’ordine. I prezzi sono quelli del listino in vigore alla data della conferma, IVA esclusa, con lo sconto e i termini di pagamento indicati nella scheda cliente.',
        'I termini di consegna sono indicativi. La merce viaggia secondo la resa indicata nella conferma d’ordine; eventuali danni o ammanchi devono essere annotati sul documento di trasporto e segnalati entro otto giorni dal ricevimento.',
        'In caso di ritardato pagamento sono dovuti gli interessi di mora previsti dal D.Lgs. 231/2002 e il Produttore può sospendere le forniture. Per ogni controversia è competente in via esclusiva il foro della sede del Produttore.',
      ],
    },
  },
  en: {
    privacy: {
      title: 'Privacy notice (art. 13 of Regulation (EU) 2016/679)',
      version: PRIVACY_VERSION,
      body: [
        'The controller is the Manufacturer, which processes the data of the client sheet (company name, seats, contacts, bank and tax data, names of contact persons) to run the business relationship, invoicing, shipments and legal obligations.',
        'The legal basis is the performance of the contract and of the pre-contractual steps the client asks for, and compliance with legal (tax and accounting) obligations. The data are required: without them the client cannot be activated.',
        'The data are processed electronically by authorised staff and by the client’s agency, are disclosed only to banks, carriers, advisers and authorities where needed, and are not transferred outside the European Economic Area.',
        'The data are kept for the length of the relationship and, after it ends, for ten years for legal obligations. The data subject may ask for access, rectification, erasure, restriction and portability, and may object to processing by writing to the controller; they may also complain to the Italian Data Protection Authority.',
      ],
    },
    conditions: {
      title: 'General conditions of sale',
      version: CONDITIONS_VERSION,
      body: [
        'These conditions govern every supply of the Manufacturer to the client; other conditions apply only when the Manufacturer accepts them in writing.',
        'Orders bind the Manufacturer only once confirmed. Prices are those of the price list in force on the date of the confirmation, VAT excluded, with the discount and payment terms stated in the client sheet.',
        'Delivery dates are indicative. Goods travel under the delivery terms stated in the order confirmation; damage or missing items must be noted on the transport document and reported within eight days of receipt.',
        'Late payments bear the default interest of Italian Legislative Decree 231/2002 and the Manufacturer may suspend supplies. The courts of the Manufacturer’s seat have exclusive jurisdiction over any dispute.',
      ],
    },
  },
  fr: {
    privacy: {
      title: 'Information sur le traitement des données personnelles (art. 13 du Règlement (UE) 2016/679)',
      version: PRIVACY_VERSION,
      body: [
        'Le responsable du traitement est le Fabricant, qui traite les données de la fiche client (raison sociale, sièges, coordonnées, données bancaires et fiscales, noms des interlocuteurs) pour gérer la relation commerciale, la facturation, les expéditions et les obligations légales.',
        'La base juridique est l’exécution du contrat et des mesures précontractuelles demandées par le client ainsi que le respect des obligations légales (fiscales et comptables). Les données sont nécessaires : sans elles, le client ne peut pas être activé.',
        'Les données sont traitées par voie électronique par le personnel autorisé et par l’agence du client, ne sont communiquées qu’aux banques, transporteurs, conseillers et autorités lorsque c’est nécessaire, et ne sont pas transférées hors de l’Espace économique européen.',
        'Les données sont conservées pendant la durée de la relation puis dix ans après sa fin pour les obligations légales. La personne concernée peut demander l’accès, la rectification, l’effacement, la limitation et la portabilité, et s’opposer au traitement en écrivant au responsable ; elle peut aussi saisir l’autorité italienne de protection des données.',
      ],
    },
    conditions: {
      title: 'Conditions générales de vente',
      version: CONDITIONS_VERSION,
      body: [
        'Les présentes conditions régissent toutes les fournitures du Fabricant au client ; des conditions différentes ne s’appliquent que si le Fabricant les accepte par écrit.',
        'Les commandes n’engagent le Fabricant qu’après confirmation. Les prix sont ceux du tarif en vigueur à la date de la confirmation, hors TVA, avec la remise et les conditions de paiement indiquées dans la fiche client.',
        'Les délais de livraison sont indicatifs. La marchandise voyage selon l’incoterm indiqué dans la confirmation de commande ; tout dommage ou manquant doit être noté sur le document de transport et signalé dans les huit jours suivant la réception.',
        'Tout retard de paiement donne lieu aux intérêts moratoires du décret législatif italien 231/2002 et le Fabricant peut suspendre les fournitures. Le tribunal du siège du Fabricant est seul compétent pour tout litige.',
      ],
    },
  },
  es: {
    privacy: {
      title: 'Información sobre el tratamiento de datos personales (art. 13 del Reglamento (UE) 2016/679)',
      version: PRIVACY_VERSION,
      body: [
        'El responsable del tratamiento es el Fabricante, que trata los datos de la ficha de cliente (razón social, sedes, contactos, datos bancarios y fiscales, nombres de las personas de contacto) para gestionar la relación comercial, la facturación, los envíos y las obligaciones legales.',
        'La base jurídica es la ejecución del contrato y de las medidas precontractuales solicitadas por el cliente y el cumplimiento de obligaciones legales (fiscales y contables). Los datos son necesarios: sin ellos no es posible activar al cliente.',
        'Los datos se tratan por medios electrónicos por personal autorizado y por la agencia del cliente, solo se comunican a bancos, transportistas, asesores y autoridades cuando es necesario y no se transfieren fuera del Espacio Económico Europeo.',
        'Los datos se conservan mientras dure la relación y, tras su fin, diez años por obligaciones legales. El interesado puede solicitar el acceso, la rectificación, la supresión, la limitación y la portabilidad, y oponerse al tratamiento escribiendo al responsable; también puede reclamar ante la autoridad italiana de protección de datos.',
      ],
    },
    conditions: {
      title: 'Condiciones generales de venta',
      version: CONDITIONS_VERSION,
      body: [
        'Estas condiciones rigen todos los suministros del Fabricante al cliente; otras condiciones solo se aplican si el Fabricante las acepta por escrito.',
        'Los pedidos obligan al Fabricante solo una vez confirmados. Los precios son los de la tarifa vigente en la fecha de la confirmación, IVA excluido, con el descuento y las condiciones de pago indicados en la ficha de cliente.',
        'Los plazos de entrega son orientativos. La mercancía viaja según las condiciones de entrega indicadas en la confirmación del pedido; los daños o faltas deben anotarse en el documento de transporte y comunicarse en un plazo de ocho días desde la recepción.',
        'Los retrasos en el pago devengan los intereses de demora del Decreto Legislativo italiano 231/2002 y el Fabricante puede suspender los suministros. Los tribunales de la sede del Fabricante son los únicos competentes para cualquier controversia.',
      ],
    },
  },
};

/** The texts in one language: the source for the signing page, the signed document and arrex/schede/*. */
export function legalTexts(language: Language): LegalTexts {
  return LEGAL_TEXTS[language];
}

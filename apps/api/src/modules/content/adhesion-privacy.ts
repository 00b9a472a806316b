import type { Language } from '@portal/contracts';
import type { signingLegalTexts } from '../signing/index';

type LegalText = ReturnType<typeof signingLegalTexts>['privacy'];

/**
 * The privacy notice a customer accepts with a promotion adhesion: what the adhesion's own data
 * (the answers, the signer, the signing trail) are for. Not the client sheet's notice, which speaks
 * of the sheet's data. It is part of the signed document, so a wording change bumps `version`.
 */
const VERSION = '2026-11';

const NOTICES: Record<Language, LegalText> = {
  it: {
    title: 'Informativa sul trattamento dei dati dell’adesione (art. 13 Reg. UE 2016/679)',
    version: VERSION,
    body: [
      'Titolare del trattamento è il Produttore, che tratta i dati dell’adesione (ragione sociale, risposte al modulo, nome e indirizzo e-mail di chi firma, data, indirizzo IP e browser della firma) per gestire la promozione a cui aderisci e le forniture che ne derivano.',
      'La base giuridica è l’esecuzione dell’accordo di adesione e l’adempimento di obblighi di legge. Il conferimento dei dati richiesti dal modulo è necessario: senza di essi l’adesione non può essere registrata.',
      'I dati sono trattati con strumenti elettronici da personale autorizzato e dall’agenzia di riferimento, non sono diffusi e non sono trasferiti fuori dallo Spazio Economico Europeo.',
      'I dati sono conservati per la durata della promozione e, dopo la sua fine, per dieci anni per gli obblighi di legge. Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità e opporti al trattamento scrivendo al Titolare, e proporre reclamo al Garante per la protezione dei dati personali.',
    ],
  },
  en: {
    title: 'Privacy notice on the adhesion’s data (art. 13 of Regulation (EU) 2016/679)',
    version: VERSION,
    body: [
      'The controller is the Manufacturer, which processes the data of the adhesion (company name, answers to the form, name and e-mail address of the signer, date, IP address and browser of the signature) to run the promotion you join and the supplies that follow from it.',
      'The legal basis is the performance of the adhesion agreement and compliance with legal obligations. The data the form asks for are required: without them the adhesion cannot be recorded.',
      'The data are processed electronically by authorised staff and by your agency, are not disclosed to the public and are not transferred outside the European Economic Area.',
      'The data are kept for the length of the promotion and, after it ends, for ten years for legal obligations. You may ask for access, rectification, erasure, restriction and portability, and object to processing, by writing to the controller; you may also complain to the Italian Data Protection Authority.',
    ],
  },
  fr: {
    title: 'Information sur le traitement des données de l’adhésion (art. 13 du Règlement (UE) 2016/679)',
    version: VERSION,
    body: [
      'Le responsable du traitement est le Fabricant, qui traite les données de l’adhésion (raison sociale, réponses au formulaire, nom et adresse e-mail du signataire, date, adresse IP et navigateur de la signature) pour gérer la promotion à laquelle vous adhérez et les fournitures qui en découlent.',
      'La base juridique est l’exécution de l’accord d’adhésion et le respect des obligations légales. Les données demandées par le formulaire sont nécessaires : sans elles, l’adhésion ne peut pas être enregistrée.',
      'Les données sont traitées par voie électronique par le personnel autorisé et par votre agence, ne sont pas diffusées et ne sont pas transférées hors de l’Espace économique européen.',
      'Les données sont conservées pendant la durée de la promotion puis dix ans après sa fin pour les obligations légales. Vous pouvez demander l’accès, la rectification, l’effacement, la limitation et la portabilité, et vous opposer au traitement en écrivant au responsable ; vous pouvez aussi saisir l’autorité italienne de protection des données.',
    ],
  },
  es: {
    title: 'Información sobre el tratamiento de los datos de la adhesión (art. 13 del Reglamento (UE) 2016/679)',
    version: VERSION,
    body: [
      'El responsable del tratamiento es el Fabricante, que trata los datos de la adhesión (razón social, respuestas al formulario, nombre y dirección de correo electrónico de quien firma, fecha, dirección IP y navegador de la firma) para gestionar la promoción a la que usted se adhiere y los suministros que se derivan de ella.',
      'La base jurídica es la ejecución del acuerdo de adhesión y el cumplimiento de obligaciones legales. Los datos que pide el formulario son necesarios: sin ellos no se puede registrar la adhesión.',
      'Los datos se tratan por medios electrónicos por personal autorizado y por su agencia, no se difunden y no se transfieren fuera del Espacio Económico Europeo.',
      'Los datos se conservan mientras dure la promoción y, tras su fin, diez años por obligaciones legales. Usted puede solicitar el acceso, la rectificación, la supresión, la limitación y la portabilidad, y oponerse al tratamiento escribiendo al responsable; también puede reclamar ante la autoridad italiana de protección de datos.',
    ],
  },
};

export const adhesionPrivacy = (language: Language): LegalText => NOTICES[language];

import type { OutboxMessages } from './en';

export const outbox: OutboxMessages = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'Cola de correos',
    open: 'Correos salientes',
    failed: 'No entregados',
    empty: 'Ningún correo ha fallado.',
  },
  success: {
    retried: 'Correo puesto de nuevo en cola',
  },
  columns: {
    status: 'Estado',
    createdAt: 'Creado el',
    to: 'Destinatario',
    subject: 'Asunto',
    template: 'Mensaje',
    attempts: 'Intentos',
    lastError: 'Último error',
    sentAt: 'Enviado el',
  },
  page: {
    title: 'Correos salientes',
    attempts: 'Intentos',
    createdAt: 'Creado',
    description:
      'Los correos que envía el portal, con su estado de entrega. Un correo enviado o no entregado se puede volver a enviar.',
    detailTitle: 'Correo saliente',
    empty: 'No hay correos',
    html: 'Con formato',
    htmlFrame: 'Contenido con formato de «{{subject}}»',
    lastError: 'Último error',
    maskedText:
      'Pertenecen solo al destinatario. Para ayudarle, haga que se envíe de nuevo el correo (Volver a enviar, un recordatorio de firma) o pídale que solicite uno nuevo.',
    maskedTitle: 'Enlaces personales y códigos ocultos',
    nextAttempt: 'Próximo intento',
    notDelivered: 'Los correos no se están entregando',
    notDeliveredText:
      'El servidor de correo del portal no está configurado: los mensajes se quedan aquí y nadie los recibe. Pida a quien gestiona el portal que configure el envío de correos.',
    openFor: 'Abrir el correo «{{subject}}»',
    retry: 'Volver a enviar',
    search: 'Buscar por destinatario o asunto',
    secretsMasked:
      'Los enlaces personales y los códigos de un solo uso están ocultos: solo el administrador los lee completos.',
    secretsShown:
      'Como administrador, usted lee completos los enlaces personales y los códigos de un solo uso: páselos solo a su destinatario.',
    sentAt: 'Enviado',
    statusFilter: 'Estado',
    template: 'Mensaje',
    text: 'Texto sin formato',
    to: 'Destinatario',
  },
  status: {
    failed: 'Fallido',
    pending: 'En cola',
    sent: 'Enviado',
  },
};

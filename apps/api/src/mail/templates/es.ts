import type { MailTexts } from './en';

export const es: MailTexts = {
  footer: 'Este mensaje lo ha enviado el portal de la red de ventas. Por favor, no responda.',
  greeting: 'Hola {{name}}:',
  templates: {
    'sheet-signature-request': {
      subject: 'Ficha de cliente de {{company}} para firmar',
      body: [
        '{{sender}} de {{agency}} le ha enviado la ficha de cliente de {{company}} (versión {{version}}) para leer y firmar.',
        'Abra el enlace personal de abajo: leerá la ficha, el aviso de privacidad y las condiciones de venta, y confirmará su firma con un código que enviaremos a esta dirección. El enlace es válido hasta el {{expires}}; no lo reenvíe.',
      ],
      action: 'Leer y firmar la ficha',
    },
    'sign-otp': {
      subject: 'Código de confirmación para firmar la ficha de cliente',
      body: [
        'Su código de confirmación para firmar la ficha de cliente de {{company}} es {{code}}.',
        'Es válido durante {{minutes}} minutos. Si no lo ha solicitado, ignore este correo y no comparta el código con nadie.',
      ],
      action: '',
    },
    'sign-reminder': {
      subject: 'Recordatorio: la ficha de cliente de {{company}} espera su firma',
      body: [
        'La ficha de cliente de {{company}} (versión {{version}}) sigue esperando su firma.',
        'Este enlace personal es válido hasta el {{expires}}. Los enlaces de correos anteriores ya no funcionan.',
      ],
      action: 'Leer y firmar la ficha',
    },
    'sign-signed-copy': {
      subject: 'Copia firmada: ficha de cliente de {{company}}',
      body: [
        'Gracias: la ficha de cliente de {{company}} (versión {{version}}) fue firmada por {{signer}} el {{date}}.',
        'Se adjunta el PDF firmado, con su página de auditoría. SHA-256 del documento: {{hash}}',
      ],
      action: '',
    },
    'sign-signed-agent': {
      subject: 'Ficha de cliente firmada: {{company}}',
      body: [
        '{{signer}} ({{email}}) firmó la ficha de cliente de {{company}} (versión {{version}}) el {{date}}.',
        'Se adjunta el PDF firmado. Ahora el cliente puede confirmarse en el portal.',
      ],
      action: '',
    },
    'sign-declined-agent': {
      subject: 'Ficha de cliente rechazada: {{company}}',
      body: [
        '{{email}} ha rechazado firmar la ficha de cliente de {{company}} (versión {{version}}).',
        'Motivo: {{reason}}',
      ],
      action: '',
    },
    'sign-expired-agent': {
      subject: 'Enlace de firma caducado: {{company}}',
      body: [
        'El enlace de firma de la ficha de cliente de {{company}} (versión {{version}}) enviado a {{email}} caducó el {{date}} sin firma.',
        'Envíe de nuevo la ficha para firma desde el portal.',
      ],
      action: '',
    },
    'sheet-revision': {
      subject: 'Ficha de cliente de {{company}} devuelta para revisión',
      body: [
        '{{sender}} ha devuelto para revisión la ficha de cliente de {{company}} (versión {{version}}).',
        'Nota: {{note}}',
        'Corrija la ficha y envíela de nuevo para la firma.',
      ],
      action: 'Abrir la ficha de cliente',
    },
    'password-reset': {
      subject: 'Restablezca su contraseña',
      body: [
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta {{username}}.',
        'El enlace es válido durante {{minutes}} minutos y solo se puede usar una vez. Si no lo ha pedido usted, ignore este correo.',
      ],
      action: 'Elegir una nueva contraseña',
    },
    'account-activation': {
      subject: 'Su cuenta del portal está lista',
      body: [
        'Su solicitud de registro ha sido aprobada. Su nombre de usuario es {{username}}.',
        'Establezca su contraseña para acceder. El enlace es válido durante {{hours}} horas y solo se puede usar una vez.',
      ],
      action: 'Establecer la contraseña',
    },
    'registration-received': {
      subject: 'Hemos recibido su solicitud de registro',
      body: [
        'Gracias por registrarse como {{username}}. Nuestro equipo revisará la solicitud y le responderá por correo.',
      ],
      action: '',
    },
    'registration-rejected': {
      subject: 'Su solicitud de registro',
      body: ['Lo sentimos: su solicitud de registro no ha sido aprobada.', 'Motivo: {{reason}}'],
      action: '',
    },
    'shipment-shipped': {
      subject: 'El envío {{number}} está en camino',
      body: [
        'El material de apoyo para {{client}} salió hoy: {{parcels}} bultos, carta de porte {{waybill}}.',
        '{{notes}}',
      ],
      action: 'Abrir sus solicitudes',
    },
    'registration-pending': {
      subject: 'Nueva solicitud de registro: {{company}}',
      body: ['{{name}} ({{email}}) ha pedido registrarse como {{kind}}. Revise la solicitud en el portal.'],
      action: 'Abrir las solicitudes de registro',
    },
  },
};

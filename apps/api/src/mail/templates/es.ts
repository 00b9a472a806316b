import type { MailTexts } from './en';

export const es: MailTexts = {
  footer: 'Este mensaje lo ha enviado el portal de la red de ventas. Por favor, no respondas.',
  greeting: 'Hola {{name}}:',
  templates: {
    'password-reset': {
      subject: 'Restablece tu contraseña',
      body: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta {{username}}.',
        'El enlace es válido durante {{minutes}} minutos y solo se puede usar una vez. Si no lo has pedido tú, ignora este correo.',
      ],
      action: 'Elegir una nueva contraseña',
    },
    'account-activation': {
      subject: 'Tu cuenta del portal está lista',
      body: [
        'Tu solicitud de registro ha sido aprobada. Tu nombre de usuario es {{username}}.',
        'Establece tu contraseña para acceder. El enlace es válido durante {{hours}} horas y solo se puede usar una vez.',
      ],
      action: 'Establecer la contraseña',
    },
    'registration-received': {
      subject: 'Hemos recibido tu solicitud de registro',
      body: [
        'Gracias por registrarte como {{username}}. Nuestro equipo revisará la solicitud y te responderá por correo.',
      ],
      action: '',
    },
    'registration-rejected': {
      subject: 'Tu solicitud de registro',
      body: ['Lo sentimos: tu solicitud de registro no ha sido aprobada.', 'Motivo: {{reason}}'],
      action: '',
    },
    'registration-pending': {
      subject: 'Nueva solicitud de registro: {{company}}',
      body: ['{{name}} ({{email}}) ha pedido registrarse como {{kind}}. Revisa la solicitud en el portal.'],
      action: 'Abrir las solicitudes de registro',
    },
  },
};

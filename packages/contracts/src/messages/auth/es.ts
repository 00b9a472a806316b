import type { AuthMessages } from './en';

export const auth: AuthMessages = {
  errors: {
    loginWait:
      'Demasiadas contraseñas incorrectas para esta cuenta desde su red. Inténtelo de nuevo en {{wait}} o restablezca su contraseña.',
    invalidCredentials: 'Usuario o contraseña incorrectos',
    userDisabled: 'Esta cuenta está desactivada',
    passwordNotSet: 'Establezca su contraseña con el enlace que le enviamos por correo',
    wrongOldPassword: 'La contraseña actual es incorrecta',
    samePassword: 'La nueva contraseña debe ser distinta de la actual',
    invalidLink: 'Este enlace no es válido, ha caducado o ya se ha usado',
  },
  success: {
    loggedOut: 'Sesión cerrada',
    passwordChanged: 'Contraseña cambiada',
    passwordReset: 'Contraseña establecida, ya puede acceder',
    resetEmailSent: 'Si la dirección pertenece a una cuenta, hemos enviado un correo para restablecer la contraseña',
  },
  page: {
    activateSubmit: 'Establecer la contraseña',
    backToLogin: 'Volver al inicio de sesión',
    brandText:
      'Clientes, fichas de cliente, materiales de apoyo, pedidos, facturación y novedades de la red de ventas, en un solo lugar.',
    brandTitle: 'El portal de nuestra red de ventas',
    changeSubmit: 'Cambiar la contraseña',
    changeSubtitle: 'Elija una nueva contraseña; se cerrará la sesión en los demás dispositivos.',
    changeTitle: 'Cambiar la contraseña',
    confirmPassword: 'Repita la nueva contraseña',
    currentPassword: 'Contraseña actual',
    email: 'Correo electrónico',
    forgotLink: '¿Ha olvidado la contraseña?',
    forgotSentHint:
      'El enlace es válido durante un tiempo limitado y solo se puede usar una vez. Revise también el correo no deseado.',
    forgotSentTitle: 'Revise su bandeja de entrada',
    forgotSubmit: 'Enviar el enlace de restablecimiento',
    forgotSubtitle:
      'Introduzca la dirección de correo de su cuenta: le enviaremos un enlace para elegir una nueva contraseña.',
    forgotTitle: 'Contraseña olvidada',
    invalidLinkTitle: 'Enlace no válido',
    loginSubtitle: 'Inicie sesión con las credenciales que ha recibido.',
    sessionExpiredHint: 'Su sesión ha caducado: inicie sesión de nuevo para continuar.',
    loginTitle: 'Iniciar sesión',
    newHere: '¿Es nuevo?',
    newPassword: 'Nueva contraseña',
    password: 'Contraseña',
    registerLink: 'Solicitar acceso',
    registerPrompt: '¿Distribuidor o prensa?',
    requestNewLink: 'Solicitar un nuevo enlace',
    resetSubmit: 'Guardar la nueva contraseña',
    resetSubtitle: 'Elija una nueva contraseña para su cuenta.',
    resetTitle: 'Restablecer la contraseña',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    togglePassword: 'Mostrar u ocultar la contraseña',
    username: 'Nombre de usuario',
    welcomeSubtitle: 'Su solicitud ha sido aprobada: elija una contraseña para iniciar sesión.',
    welcomeTitle: 'Bienvenido al portal',
  },
  mail: {
    passwordReset: {
      label: 'Restablecimiento de contraseña',
      subject: 'Restablezca su contraseña',
      body: [
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta {{username}}.',
        'El enlace es válido durante {{minutes}} minutos y solo se puede usar una vez. Si no lo ha pedido usted, ignore este correo.',
      ],
      action: 'Elegir una nueva contraseña',
    },
  },
};

import { PASSWORD_RULE_HINT } from '@club/contract';

// The account screens' French copy (spec §2, §8), reproduced exactly.
export const authTexts = {
  login: {
    title: 'Connecte-toi',
    email: 'Email',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    join: 'Pas encore membre ? Rejoins le club !',
    createAccount: 'Créer un compte',
    noAccount: 'Pas encore de compte sur le site ?',
    failed: 'Identifiant ou mot de passe invalide !',
    offline: 'la connexion a besoin du réseau.',
  },
  register: {
    title: 'Rejoindre le club',
    name: 'Prénom et Nom',
    email: 'Email',
    password: 'Mot de passe',
    passwordRule: PASSWORD_RULE_HINT,
    phone: 'Téléphone',
    submit: 'S’inscrire gratuitement',
    failed: "L'e-mail ou le nom d'utilisateur sont déjà pris !",
    offline: 'l’inscription a besoin du réseau.',
    haveAccount: 'Déjà un compte ?',
    login: 'Connexion',
    privacy: 'Ce que le club fait de tes données :',
    privacyLink: 'Confidentialité',
  },
  forgot: {
    title: 'Mot de passe oublié',
    email: 'Email',
    submit: 'Envoyer un email',
    sent: 'Veuillez vérifier votre adresse e-mail (et vos spams) ! ',
    failed: 'Identifiant ou mot de passe invalide !',
    offline: 'l’envoi de l’e-mail a besoin du réseau.',
  },
  reset: {
    title: 'Changer le mot de passe',
    password: 'Nouveau mot de passe',
    passwordRule: PASSWORD_RULE_HINT,
    submit: 'Sauvegarder',
    done: 'Changement de mot de passe réussi !',
    failed: "je n'ai pas réussi à changer le mot de passe, Réessayez plus tard !",
    offline: 'le changement de mot de passe a besoin du réseau.',
  },
} as const;

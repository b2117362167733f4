//! Les mots français (French), clé par clé comme `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "PARTIE"),
    ("difficulty", "niveau {level}"),
    ("easy", "facile"),
    ("medium", "moyen"),
    ("hard", "difficile"),
    ("maze", "labyrinthe"),
    ("one-maze", "1 labyrinthe"),
    ("mazes", "{n} labyrinthes"),
    ("puzzle", "énigme"),
    ("one-puzzle", "1 énigme"),
    ("puzzles", "{n} énigmes"),
    ("layout", "plan"),
    ("one-layout", "1 plan"),
    ("layouts", "{n} plans"),
    ("answers", "Solutions"),
    ("answers-at-the-back", "solutions à la fin"),
    ("answers-after-each-part", "solutions après chaque partie"),
    ("hints", "Indices"),
    ("hints-quarter", "Indices : le premier quart"),
    ("hints-half", "Indices : la première moitié"),
    ("hints-three-quarters", "Indices : trois quarts"),
    ("page", "page"),
    ("contents", "Sommaire"),
    ("copyright-notice", "Tous droits réservés."),
    ("how-to-title", "Comment utiliser ce livre"),
    ("how-to-grid-title", "Labyrinthes"),
    ("how-to-block-title", "Labyrinthes en blocs"),
    ("how-to-viennese-title", "Labyrinthes à feux"),
    ("how-to-rotation-title", "Casse-tête à tourner"),
    ("how-to-labyrinth-title", "Plans pour le Labyrinthe magique"),
    ("how-to-theseus-title", "Thésée et le Minotaure"),
    (
        "how-to-grid",
        "Pars du visage souriant et trouve le chemin jusqu’à l’étoile. Les traits sont \
         des murs : suis les couloirs entre eux sans jamais traverser un mur. Quand un \
         visage ou une étoile est dessiné hors du labyrinthe, le chemin commence ou \
         finit dans la case d’à côté.",
    ),
    (
        "how-to-grid-arrows",
        "Pars du visage souriant et trouve le chemin jusqu’à l’étoile. Les traits sont \
         des murs : suis les couloirs entre eux sans jamais traverser un mur. Quand un \
         visage ou une étoile est dessiné hors du labyrinthe, sa flèche montre la case \
         où le chemin commence ou finit.",
    ),
    (
        "how-to-block",
        "Les cases foncées sont des murs, les cases blanches des chemins. Entre par le \
         visage souriant dans le mur extérieur, avance de case blanche en case blanche \
         (jamais en diagonale) et sors par l’étoile.",
    ),
    (
        "how-to-viennese",
        "Roule dans les rues du visage souriant jusqu’à l’étoile. Chaque rue a un feu : \
         vert (rond), orange (triangle) ou rouge (carré). Chaque coup fait avancer tous \
         les feux d’un cran : vert devient orange, orange devient rouge, rouge devient \
         vert. Tu ne peux emprunter une rue que si son feu est vert ou orange. Les \
         règles sont à côté de chaque plan ; coche les cases pour compter tes coups.",
    ),
    (
        "how-to-rotation",
        "Tourne tout le livre d’un quart de tour à droite (D) ou à gauche (G) : la \
         bille tombe et roule jusqu’à ce qu’une case foncée ou le bord l’arrête. Fais-la \
         s’arrêter sur l’étoile ; passer dessus ne compte pas. Le trait pointillé \
         montre où était le bas au départ.",
    ),
    (
        "how-to-labyrinth",
        "Chaque carte est un plan pour le jeu de société « Le Labyrinthe magique ». \
         Place les murs sous le plateau là où la carte montre des barres épaisses, et \
         chaque joueur dans le coin de son numéro. Le tableau compte les pas de chaque \
         coin jusqu’aux objectifs : plus les nombres sont proches, plus la partie est \
         équitable.",
    ),
    ("how-to-grid-bridges-title", "Labyrinthes avec des ponts"),
    (
        "how-to-grid-bridges",
        "Certains couloirs se croisent sur des ponts : l’un passe sur le pont, \
         l’autre dessous, caché. Passe tout droit dessus ou tout droit dessous, sans \
         jamais tourner au milieu d’un croisement. Dans les solutions, le chemin est \
         en pointillés là où il passe sous un pont.",
    ),
    (
        "how-to-theseus",
        "Fais sortir Thésée (le personnage casqué) du labyrinthe par l'ouverture du mur extérieur. À chaque coup, il avance d'une case, jamais à travers un mur, ou il attend. Puis le Minotaure (la tête à cornes) fait deux pas vers lui : chaque pas de côté vers sa colonne si aucun mur ne le bloque, sinon vers le haut ou le bas vers sa rangée. S'il atteint Thésée, Thésée est pris. Les murs retiennent le Minotaure : sers-t'en comme pièges. Il y a une case par coup du plus court chemin vers la sortie.",
    ),
    ("how-to-floors-title", "Labyrinthes à niveaux"),
    (
        "how-to-floors",
        "Ces labyrinthes ont plusieurs niveaux, dessinés côte à côte. Pars du visage \
         souriant au premier niveau et trouve le chemin jusqu’à l’étoile au dernier \
         niveau. Un triangle noir pointé vers le haut est un escalier qui monte : il \
         mène à la même case du niveau suivant, où un triangle pointé vers le bas \
         marque son autre bout. Un triangle pointé vers le bas est un escalier qui \
         descend. Le chemin peut descendre d’un niveau puis remonter. Dans les \
         solutions, les escaliers du chemin sont numérotés 1, 2, 3… sur les deux \
         niveaux qu’ils relient.",
    ),
    ("how-to-example", "Un exemple résolu"),
    ("notes", "Notes"),
    ("start", "Départ"),
    ("goal", "Arrivée"),
    ("floor", "Niveau {n}"),
    ("stairs-up", "escalier qui monte"),
    ("stairs-down", "escalier qui descend"),
    ("made-with", "Réalisé avec mazebook"),
    ("decimal-point", ","),
    ("and", "et"),
    (
        "viennese-ends",
        "Roule du visage souriant jusqu’à l’étoile.",
    ),
    (
        "viennese-cycle",
        "Chaque coup fait avancer tous les feux : vert, puis orange, puis rouge, puis \
         vert. Le plan les montre avant ton premier coup.",
    ),
    (
        "viennese-open",
        "N’emprunte une rue que si son feu est vert ou orange.",
    ),
    (
        "viennese-no-u-turns",
        "Pas de demi-tour : ne repars jamais par la rue d’où tu viens.",
    ),
    (
        "viennese-u-turns",
        "Demi-tour permis : tu peux repartir par la rue d’où tu viens.",
    ),
    (
        "viennese-move-boxes",
        "Coche une case à chaque coup. Ses signes montrent quels feux, tels qu’imprimés \
         sur le plan, te laissent passer.",
    ),
    ("viennese-after-0", "après 0, 3, 6… coups"),
    ("viennese-after-1", "après 1, 4, 7… coups"),
    ("viennese-after-2", "après 2, 5, 8… coups"),
    ("viennese-no-route", "Aucun chemin."),
    ("viennese-one-move", "1 coup."),
    (
        "viennese-moves",
        "{n} coups : suis les nombres de 1 à {n}, du visage souriant jusqu’à l’étoile.",
    ),
    (
        "viennese-lanes",
        "Une rue parcourue dans les deux sens a une voie pour chaque sens.",
    ),
    (
        "rotation-rules",
        "Tourne la page à droite (D) ou à gauche (G) : la bille tombe et roule jusqu’à \
         ce qu’un mur ou le bord l’arrête. Fais-la s’arrêter sur l’étoile.",
    ),
    (
        "rotation-traps",
        "Attention : certains tours bloquent la bille pour de bon.",
    ),
    ("rotation-bottom", "bas au départ"),
    ("rotation-one-turn", "1 tour : {turns}"),
    ("rotation-turns", "{n} tours : {turns}"),
    ("rotation-slides", "roule :"),
    ("rotation-no-solution", "Pas de solution."),
    ("turn-right", "D"),
    ("turn-left", "G"),
    ("north", "nord"),
    ("east", "est"),
    ("south", "sud"),
    ("west", "ouest"),
    (
        "theseus-rules",
        "À chaque coup, Thésée avance d'une case ou attend ; puis le Minotaure fait deux pas vers lui, de côté d'abord s'il le peut. Fais sortir Thésée par l'ouverture sans qu'il soit pris.",
    ),
    (
        "theseus-move-boxes",
        "Dessine une flèche dans une case à chaque coup, ou un point pour attendre.",
    ),
    ("theseus-one-move", "1 coup :"),
    ("theseus-moves", "{n} coups :"),
    ("theseus-hint-moves", "Les {n} premiers coups sur {total} :"),
    ("theseus-wait", "attendre"),
    (
        "theseus-checkpoints",
        "Nombres : où se tiennent Thésée (cercle) et le Minotaure (carré) après autant de coups.",
    ),
    ("theseus-no-escape", "Aucune issue."),
    (
        "labyrinth-fair",
        "Équité {f} : chaque joueur est aussi près des objectifs",
    ),
    (
        "labyrinth-fairness",
        "Équité {f} (0 = parfaitement équitable)",
    ),
    ("labyrinth-closest", "le joueur {n} est le plus proche"),
    ("labyrinth-tie", "les joueurs {players} sont à égalité"),
    ("labyrinth-player", "Joueur"),
    ("labyrinth-corner", "Coin"),
    ("labyrinth-steps-to", "Pas vers"),
    ("labyrinth-all-goals", "les {n} objectifs"),
    ("labyrinth-steps-per", "Pas par"),
    ("labyrinth-goal-mean", "objectif (moy.)"),
    ("labyrinth-nearest", "Joueur le plus proche"),
    ("north-west", "nord-ouest"),
    ("north-east", "nord-est"),
    ("south-west", "sud-ouest"),
    ("south-east", "sud-est"),
    ("play-undo", "Annuler"),
    ("play-restart", "Recommencer"),
    ("play-answer", "Voir la solution"),
    ("play-junction", "Jusqu’au prochain carrefour"),
    ("play-go-to", "Aller en {place}"),
    ("play-steps", "Pas : {n} (le plus court : {best})"),
    ("play-moves", "Coups : {n} (minimum : {best})"),
    ("play-turns", "Tours : {n} (minimum : {best})"),
    ("play-solved", "Résolu !"),
    (
        "play-keys",
        "Glisse ou touche la case suivante, ou utilise les flèches (Tab et Entrée pour les autres formes) ; U annule, J avance jusqu’au prochain carrefour.",
    ),
    (
        "play-keys-floors",
        "Touche la case de l’escalier à l’autre niveau pour le prendre, ou appuie sur + (Page préc.) pour monter et - (Page suiv.) pour descendre.",
    ),
    (
        "play-keys-streets",
        "Touche le carrefour suivant, ou atteins-le avec Tab et roule avec Entrée ; U annule.",
    ),
    (
        "play-keys-turns",
        "Les boutons ou les flèches gauche et droite tournent le plateau ; U annule.",
    ),
    (
        "play-keys-game",
        "Lance le dé (D), puis avance en touchant ou avec les flèches ; E termine le tour.",
    ),
    ("play-no-street", "Aucune rue n’y mène d’ici."),
    (
        "play-red",
        "Le feu de cette rue est rouge : choisis une autre rue.",
    ),
    (
        "play-no-u-turn",
        "Pas de demi-tour : tu viens d’arriver par cette rue.",
    ),
    ("play-lights", "Feux comme"),
    ("play-turn-left", "Tourner à gauche"),
    ("play-turn-right", "Tourner à droite"),
    ("play-players", "Joueurs"),
    ("play-new-game", "Nouvelle partie"),
    ("play-roll", "Lancer le dé"),
    ("play-end-turn", "Finir le tour"),
    ("play-show-walls", "Montrer les murs"),
    ("play-your-roll", "Joueur {n} : lance le dé."),
    ("play-steps-left", "Joueur {n} : encore {left} pas."),
    (
        "play-bump",
        "Bong ! Le joueur {n} heurte un mur et retourne dans son coin.",
    ),
    ("play-found", "Le joueur {n} a trouvé l’étoile !"),
    ("play-wins", "Le joueur {n} gagne ! Voici les murs."),
    ("play-walls-shown", "Partie finie : voici les murs."),
    ("play-stars", "Joueur {n} : {stars}"),
    (
        "play-keys-theseus",
        "Les flèches ou les boutons avancent, W attend ; le Minotaure fait deux pas après chacun des tiens ; U annule.",
    ),
    ("play-wait", "Attendre"),
    ("play-wall", "Un mur bloque le passage."),
    ("play-minotaur-there", "Le Minotaure est là."),
    ("play-caught", "Attrapé ! Annule ou recommence."),
];

//! As palavras em português (Portuguese), chave por chave como `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "PARTE"),
    ("difficulty", "nível {level}"),
    ("easy", "fácil"),
    ("medium", "médio"),
    ("hard", "difícil"),
    ("maze", "labirinto"),
    ("one-maze", "1 labirinto"),
    ("mazes", "{n} labirintos"),
    ("puzzle", "desafio"),
    ("one-puzzle", "1 desafio"),
    ("puzzles", "{n} desafios"),
    ("layout", "esquema"),
    ("one-layout", "1 esquema"),
    ("layouts", "{n} esquemas"),
    ("answers", "Soluções"),
    ("answers-at-the-back", "soluções no fim"),
    ("answers-after-each-part", "soluções após cada parte"),
    ("hints", "Dicas"),
    ("hints-quarter", "Dicas: o primeiro quarto"),
    ("hints-half", "Dicas: a primeira metade"),
    ("hints-three-quarters", "Dicas: três quartos"),
    ("page", "página"),
    ("contents", "Índice"),
    ("copyright-notice", "Todos os direitos reservados."),
    ("how-to-title", "Como usar este livro"),
    ("how-to-grid-title", "Labirintos"),
    ("how-to-block-title", "Labirintos de blocos"),
    ("how-to-viennese-title", "Labirintos de semáforos"),
    ("how-to-rotation-title", "Quebra-cabeças de girar"),
    (
        "how-to-labyrinth-title",
        "Tabuleiros para O Labirinto Mágico",
    ),
    ("how-to-theseus-title", "Teseu e o Minotauro"),
    (
        "how-to-grid",
        "Comece no rosto sorridente e encontre o caminho até a estrela. As linhas são \
         paredes: siga os corredores entre elas e nunca atravesse uma parede. Quando um \
         rosto ou uma estrela está fora do labirinto, o caminho começa ou termina na \
         casa ao lado.",
    ),
    (
        "how-to-grid-arrows",
        "Comece no rosto sorridente e encontre o caminho até a estrela. As linhas são \
         paredes: siga os corredores entre elas e nunca atravesse uma parede. Quando um \
         rosto ou uma estrela está fora do labirinto, a seta aponta para a casa onde o \
         caminho começa ou termina.",
    ),
    (
        "how-to-block",
        "As casas escuras são paredes e as brancas são caminhos. Entre pelo rosto \
         sorridente na parede de fora, passe de casa branca em casa branca (nunca na \
         diagonal) e saia pela estrela.",
    ),
    (
        "how-to-viennese",
        "Conduza pelas ruas do rosto sorridente até a estrela. Cada rua tem um \
         semáforo: verde (círculo), laranja (triângulo) ou vermelho (quadrado). Cada \
         jogada avança todos os semáforos um passo: verde passa a laranja, laranja a \
         vermelho e vermelho a verde. Só pode percorrer uma rua enquanto o semáforo \
         dela estiver verde ou laranja. As regras estão junto de cada mapa; marque as \
         casas para contar as jogadas.",
    ),
    (
        "how-to-rotation",
        "Gire o livro inteiro um quarto de volta para a direita (D) ou para a esquerda \
         (E): a bola cai e rola até que uma casa escura ou a borda a pare. Faça-a parar \
         na estrela; passar por cima não conta. A linha tracejada mostra onde era o \
         lado de baixo no início.",
    ),
    (
        "how-to-labyrinth",
        "Cada cartão é um esquema para o jogo de tabuleiro «O Labirinto Mágico». \
         Coloque as paredes debaixo do tabuleiro onde o cartão mostra barras grossas, e \
         cada jogador no canto com o seu número. A tabela conta os passos de cada canto \
         até aos alvos: quanto mais próximos os números, mais justo o jogo.",
    ),
    ("how-to-grid-bridges-title", "Labirintos com pontes"),
    (
        "how-to-grid-bridges",
        "Alguns corredores se cruzam em pontes: um passa por cima da ponte e o outro \
         por baixo, escondido. Siga reto por cima ou reto por baixo e nunca vire no \
         meio de um cruzamento. Nas soluções, o caminho fica tracejado onde passa por \
         baixo de uma ponte.",
    ),
    (
        "how-to-theseus",
        "Leve Teseu (a figura de capacete) para fora do labirinto pela abertura no muro exterior. Em cada jogada ele avança uma casa, nunca através de um muro, ou espera. Depois o Minotauro (a cabeça com chifres) dá dois passos na direção dele: cada passo para o lado, rumo à coluna dele, se nenhum muro impedir; senão, para cima ou para baixo, rumo à linha dele. Se alcançar Teseu, apanha-o. Os muros travam o Minotauro: use-os como armadilhas. Há uma caixa para cada jogada do caminho mais curto até à saída.",
    ),
    ("how-to-floors-title", "Labirintos com andares"),
    (
        "how-to-floors",
        "Estes labirintos têm vários andares, desenhados lado a lado. Comece no rosto \
         sorridente do primeiro andar e encontre o caminho até a estrela do último \
         andar. Um triângulo preto apontando para cima é uma escada que sobe: ela \
         leva à mesma casa do andar seguinte, onde um triângulo apontando para baixo \
         marca a outra ponta. Um triângulo apontando para baixo é uma escada que \
         desce. O caminho pode descer um andar e voltar a subir. Nas respostas, as \
         escadas do caminho têm os números 1, 2, 3… nos dois andares que ligam.",
    ),
    ("how-to-example", "Um exemplo resolvido"),
    ("notes", "Notas"),
    ("start", "Partida"),
    ("goal", "Chegada"),
    ("floor", "Andar {n}"),
    ("stairs-up", "escada que sobe"),
    ("stairs-down", "escada que desce"),
    ("made-with", "Feito com mazebook"),
    ("decimal-point", ","),
    ("and", "e"),
    (
        "viennese-ends",
        "Conduza do rosto sorridente até a estrela.",
    ),
    (
        "viennese-cycle",
        "Cada jogada muda todos os semáforos: verde, depois laranja, depois vermelho, \
         depois verde de novo. O mapa mostra as cores antes da primeira jogada.",
    ),
    (
        "viennese-open",
        "Só percorra uma rua enquanto o semáforo dela estiver verde ou laranja.",
    ),
    (
        "viennese-no-u-turns",
        "Sem inversão de marcha: nunca volte logo pela rua de onde veio.",
    ),
    (
        "viennese-u-turns",
        "Inversão de marcha permitida: pode voltar logo pela rua de onde veio.",
    ),
    (
        "viennese-move-boxes",
        "Marque uma casa a cada jogada. Os sinais mostram que semáforos, tal como \
         impressos no mapa, deixam passar.",
    ),
    ("viennese-after-0", "após 0, 3, 6… jogadas"),
    ("viennese-after-1", "após 1, 4, 7… jogadas"),
    ("viennese-after-2", "após 2, 5, 8… jogadas"),
    ("viennese-no-route", "Sem caminho."),
    ("viennese-one-move", "1 jogada."),
    (
        "viennese-moves",
        "{n} jogadas: siga os números de 1 a {n} do rosto sorridente até a estrela.",
    ),
    (
        "viennese-lanes",
        "Uma rua percorrida nos dois sentidos tem uma faixa para cada sentido.",
    ),
    (
        "rotation-rules",
        "Gire a página para a direita (D) ou para a esquerda (E): a bola cai e rola \
         até que uma parede ou a borda a pare. Faça-a parar na estrela.",
    ),
    (
        "rotation-traps",
        "Cuidado: alguns giros prendem a bola para sempre.",
    ),
    ("rotation-bottom", "em baixo no início"),
    ("rotation-one-turn", "1 giro: {turns}"),
    ("rotation-turns", "{n} giros: {turns}"),
    ("rotation-slides", "rola:"),
    ("rotation-no-solution", "Sem solução."),
    ("turn-right", "D"),
    ("turn-left", "E"),
    ("north", "norte"),
    ("east", "leste"),
    ("south", "sul"),
    ("west", "oeste"),
    (
        "theseus-rules",
        "Em cada jogada Teseu avança uma casa ou espera; depois o Minotauro dá dois passos na direção dele, primeiro para o lado se puder. Leve Teseu para fora pela abertura sem ser apanhado.",
    ),
    (
        "theseus-move-boxes",
        "Desenhe uma seta numa caixa por cada jogada, ou um ponto para esperar.",
    ),
    ("theseus-one-move", "1 jogada:"),
    ("theseus-moves", "{n} jogadas:"),
    ("theseus-hint-moves", "As primeiras {n} de {total} jogadas:"),
    ("theseus-wait", "esperar"),
    (
        "theseus-checkpoints",
        "Números: onde estão Teseu (círculo) e o Minotauro (quadrado) após esse número de jogadas.",
    ),
    ("theseus-no-escape", "Sem saída."),
    (
        "labyrinth-fair",
        "Equidade {f}: todos os jogadores estão igualmente perto dos alvos",
    ),
    ("labyrinth-fairness", "Equidade {f} (0 é totalmente justo)"),
    ("labyrinth-closest", "o jogador {n} está mais perto"),
    ("labyrinth-tie", "empate entre os jogadores {players}"),
    ("labyrinth-player", "Jogador"),
    ("labyrinth-corner", "Canto"),
    ("labyrinth-steps-to", "Passos até"),
    ("labyrinth-all-goals", "os {n} alvos"),
    ("labyrinth-steps-per", "Passos por"),
    ("labyrinth-goal-mean", "alvo (média)"),
    ("labyrinth-nearest", "Jogador mais perto"),
    ("north-west", "noroeste"),
    ("north-east", "nordeste"),
    ("south-west", "sudoeste"),
    ("south-east", "sudeste"),
    ("play-undo", "Desfazer"),
    ("play-restart", "Recomeçar"),
    ("play-answer", "Mostrar a solução"),
    ("play-junction", "Até ao próximo cruzamento"),
    ("play-go-to", "Ir para {place}"),
    ("play-steps", "Passos: {n} (o mais curto: {best})"),
    ("play-moves", "Jogadas: {n} (mínimo: {best})"),
    ("play-turns", "Rotações: {n} (mínimo: {best})"),
    ("play-solved", "Resolvido!"),
    (
        "play-keys",
        "Arrasta ou toca na casa seguinte, ou usa as setas (Tab e Enter noutras formas); U desfaz, J avança até ao próximo cruzamento.",
    ),
    (
        "play-keys-floors",
        "Toca na casa da escada no outro andar para a usar, ou carrega em + (Page Up) para subir e - (Page Down) para descer.",
    ),
    (
        "play-keys-streets",
        "Toca no cruzamento seguinte, ou chega lá com Tab e conduz com Enter; U desfaz.",
    ),
    (
        "play-keys-turns",
        "Os botões ou as setas esquerda e direita rodam o tabuleiro; U desfaz.",
    ),
    (
        "play-keys-game",
        "Lança o dado (D) e avança tocando ou com as setas; E termina a vez.",
    ),
    ("play-no-street", "Nenhuma rua leva daqui até lá."),
    (
        "play-red",
        "O semáforo dessa rua está vermelho: escolhe outra rua.",
    ),
    (
        "play-no-u-turn",
        "Proibido inverter a marcha: acabaste de chegar por essa rua.",
    ),
    ("play-lights", "Semáforos como"),
    ("play-turn-left", "Rodar para a esquerda"),
    ("play-turn-right", "Rodar para a direita"),
    ("play-players", "Jogadores"),
    ("play-new-game", "Novo jogo"),
    ("play-roll", "Lançar o dado"),
    ("play-end-turn", "Terminar a vez"),
    ("play-show-walls", "Mostrar as paredes"),
    ("play-your-roll", "Jogador {n}: lança o dado."),
    ("play-steps-left", "Jogador {n}: faltam {left} passos."),
    (
        "play-bump",
        "Pumba! O jogador {n} bate numa parede e volta ao canto.",
    ),
    ("play-found", "O jogador {n} encontrou a estrela!"),
    ("play-wins", "O jogador {n} ganha! Eis as paredes."),
    ("play-walls-shown", "Fim do jogo: eis as paredes."),
    ("play-stars", "Jogador {n}: {stars}"),
    (
        "play-keys-theseus",
        "As setas ou os botões avançam, W espera; o Minotauro dá dois passos depois de cada um teu; U desfaz.",
    ),
    ("play-wait", "Esperar"),
    ("play-wall", "Há uma parede no caminho."),
    ("play-minotaur-there", "O Minotauro está ali."),
    ("play-caught", "Apanhado! Desfaz ou recomeça."),
];

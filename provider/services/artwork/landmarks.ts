import type { Names } from '../../seed/data/places';
import type { Palette } from './palette';

/**
 * The landmarks that make the top cities recognisable at a glance, drawn as plain
 * shapes. Each is drawn standing on (0, 0), rising up to about y = -480.
 */
export interface Landmark {
  /** Marks the drawing (`data-landmark`), so a picture can be told by what it shows. */
  key: string;
  /** What the landmark is called, with its article where the language needs one, for the pictures' alt texts. */
  names: Names;
  /** Rests on the water's edge rather than in the streets (bridges, towers by a river). */
  waterside?: boolean;
  draw(p: Palette): string;
}

const arches = (count: number, x: number, y: number, width: number, height: number, gap: number, fill: string) =>
  Array.from({ length: count }, (_, i) => {
    const left = x + i * (width + gap);
    return `<path d="M${left} ${y} v${-height + width / 2} a${width / 2} ${width / 2} 0 0 1 ${width} 0 v${height - width / 2} z" fill="${fill}"/>`;
  }).join('');

const columns = (count: number, x: number, y: number, width: number, height: number, gap: number, fill: string) =>
  Array.from({ length: count }, (_, i) => `<rect x="${x + i * (width + gap)}" y="${y - height}" width="${width}" height="${height}" fill="${fill}"/>`).join('');

const eiffelTower: Landmark = {
  key: 'eiffel-tower',
  names: { de: 'der Eiffelturm', en: 'the Eiffel Tower', es: 'la Torre Eiffel', fr: 'la tour Eiffel', it: 'la Torre Eiffel' },
  draw: (p) => `
    <path d="M-150 0 L-52 -230 L-26 -380 L-8 -480 L8 -480 L26 -380 L52 -230 L150 0 L96 0 Q0 -150 -96 0 Z" fill="${p.landmark}"/>
    <rect x="-100" y="-152" width="200" height="14" fill="${p.landmark}"/>
    <rect x="-62" y="-262" width="124" height="12" fill="${p.landmark}"/>
    <rect x="-30" y="-392" width="60" height="10" fill="${p.landmark}"/>
    <path d="M-118 -40 L60 -138 M118 -40 L-60 -138 M-44 -160 L30 -246 M44 -160 L-30 -246" stroke="${p.skyBottom}" stroke-opacity="0.35" stroke-width="3"/>
    <line x1="0" y1="-480" x2="0" y2="-530" stroke="${p.landmark}" stroke-width="5"/>`,
};

const bigBen: Landmark = {
  key: 'big-ben',
  waterside: true,
  names: { de: 'der Big Ben', en: 'Big Ben', es: 'el Big Ben', fr: 'Big Ben', it: 'il Big Ben' },
  draw: (p) => `
    <rect x="30" y="-150" width="420" height="150" fill="${p.landmark}"/>
    ${columns(12, 40, -150, 8, 26, 28, p.landmark)}
    ${arches(9, 50, -30, 24, 70, 20, p.buildingsNear)}
    <rect x="-40" y="-360" width="80" height="360" fill="${p.landmark}"/>
    <rect x="-50" y="-330" width="100" height="80" fill="${p.landmark}"/>
    <circle cx="0" cy="-290" r="32" fill="#f4ecd2" stroke="${p.buildingsNear}" stroke-width="5"/>
    <path d="M0 -290 L0 -312 M0 -290 L16 -282" stroke="#222" stroke-width="4"/>
    <path d="M-50 -330 L0 -470 L50 -330 Z" fill="${p.landmark}"/>
    ${arches(3, -32, -60, 16, 120, 8, p.buildingsNear)}`,
};

const sagradaFamilia: Landmark = {
  key: 'sagrada-familia',
  names: { de: 'die Sagrada Família', en: 'the Sagrada Família', es: 'la Sagrada Familia', fr: 'la Sagrada Família', it: 'la Sagrada Família' },
  draw: (p) => {
    const spire = (x: number, height: number, width: number) =>
      `<path d="M${x - width / 2} 0 L${x - width / 2} ${-height * 0.55} Q${x - width / 2} ${-height} ${x} ${-height - 20} Q${x + width / 2} ${-height} ${x + width / 2} ${-height * 0.55} L${x + width / 2} 0 Z" fill="${p.landmark}"/>
       <circle cx="${x}" cy="${-height - 26}" r="${width / 5}" fill="#e8c35a"/>`;
    return `
    <rect x="-170" y="-160" width="340" height="160" fill="${p.landmark}"/>
    ${spire(-130, 330, 46)}${spire(-75, 400, 50)}${spire(75, 400, 50)}${spire(130, 330, 46)}${spire(0, 470, 64)}
    ${arches(3, -95, 0, 50, 120, 20, p.buildingsNear)}
    <path d="M-8 -500 h16 M0 -508 v20" stroke="#e8c35a" stroke-width="5"/>`;
  },
};

const colosseum: Landmark = {
  key: 'colosseum',
  names: { de: 'das Kolosseum', en: 'the Colosseum', es: 'el Coliseo', fr: 'le Colisée', it: 'il Colosseo' },
  draw: (p) => `
    <path d="M-260 0 L-260 -200 Q-120 -240 60 -250 L260 -310 L260 0 Z" fill="${p.landmark}"/>
    <path d="M-260 -200 Q-120 -240 60 -250 L260 -310" stroke="#fff" stroke-opacity="0.4" stroke-width="4" fill="none"/>
    ${arches(9, -248, -12, 36, 70, 20, p.buildingsNear)}
    ${arches(9, -248, -92, 36, 62, 20, p.buildingsNear)}
    ${arches(9, -248, -166, 36, 20, 20, p.buildingsNear)}
    ${arches(3, 90, -200, 28, 50, 26, p.buildingsNear)}
    <rect x="-260" y="-84" width="520" height="8" fill="#fff" opacity="0.3"/>
    <rect x="-260" y="-160" width="520" height="8" fill="#fff" opacity="0.3"/>`,
};

const statueOfLiberty: Landmark = {
  key: 'statue-of-liberty',
  waterside: true,
  names: { de: 'die Freiheitsstatue', en: 'the Statue of Liberty', es: 'la Estatua de la Libertad', fr: 'la statue de la Liberté', it: 'la Statua della Libertà' },
  draw: (p) => `
    <path d="M-90 0 L-60 -150 L60 -150 L90 0 Z" fill="#8c8878"/>
    <rect x="-48" y="-240" width="96" height="90" fill="#a09a88"/>
    <path d="M-40 -240 L-24 -400 L24 -400 L40 -240 Z" fill="${p.landmark}"/>
    <circle cx="0" cy="-418" r="20" fill="${p.landmark}"/>
    <path d="M-28 -430 L-40 -460 M-14 -436 L-18 -470 M0 -440 L0 -476 M14 -436 L18 -470 M28 -430 L40 -460" stroke="${p.landmark}" stroke-width="6"/>
    <path d="M14 -392 L40 -470 L54 -470 L30 -388 Z" fill="${p.landmark}"/>
    <path d="M36 -470 h22 l-4 -16 h-14 z" fill="${p.landmark}"/>
    <path d="M47 -486 q-12 -20 0 -38 q12 18 0 38 z" fill="#ffcf4a"/>
    <rect x="-36" y="-360" width="22" height="34" fill="${p.landmark}" transform="rotate(-12 -25 -343)"/>`,
};

const puertaDeAlcala: Landmark = {
  key: 'puerta-de-alcala',
  names: { de: 'die Puerta de Alcalá', en: 'the Puerta de Alcalá', es: 'la Puerta de Alcalá', fr: 'la Puerta de Alcalá', it: 'la Puerta de Alcalá' },
  draw: (p) => `
    <rect x="-260" y="-230" width="520" height="230" fill="${p.landmark}"/>
    <rect x="-272" y="-252" width="544" height="24" fill="${p.landmark}"/>
    <rect x="-90" y="-320" width="180" height="70" fill="${p.landmark}"/>
    <path d="M-60 -320 Q0 -380 60 -320 Z" fill="${p.landmark}"/>
    ${arches(3, -150, 0, 70, 160, 45, p.buildingsNear)}
    <rect x="-240" y="-120" width="48" height="120" fill="${p.buildingsNear}"/>
    <rect x="192" y="-120" width="48" height="120" fill="${p.buildingsNear}"/>
    ${columns(10, -255, -172, 10, 40, 47, '#fff')}`,
};

const belemTower: Landmark = {
  key: 'belem-tower',
  waterside: true,
  names: { de: 'der Turm von Belém', en: 'Belém Tower', es: 'la Torre de Belém', fr: 'la tour de Belém', it: 'la Torre di Belém' },
  draw: (p) => {
    const merlons = (x: number, y: number, count: number) => columns(count, x, y, 12, 14, 10, p.landmark);
    const turret = (x: number, y: number) => `<rect x="${x - 10}" y="${y - 30}" width="20" height="30" fill="${p.landmark}"/><circle cx="${x}" cy="${y - 32}" r="11" fill="${p.landmark}"/>`;
    return `
    <rect x="-200" y="-110" width="400" height="110" fill="${p.landmark}"/>
    ${merlons(-196, -110, 18)}${turret(-190, -110)}${turret(190, -110)}
    <rect x="-70" y="-420" width="140" height="310" fill="${p.landmark}"/>
    ${merlons(-68, -420, 7)}${turret(-66, -420)}${turret(66, -420)}
    <path d="M-36 -250 v-40 a18 18 0 0 1 36 0 v40 z M8 -250 v-40 a14 14 0 0 1 28 0 v40 z" fill="${p.buildingsNear}"/>
    <rect x="-60" y="-330" width="120" height="10" fill="${p.buildingsNear}" opacity="0.6"/>
    ${arches(5, -150, -30, 26, 40, 36, p.buildingsNear)}`;
  },
};

const canalHouses: Landmark = {
  key: 'canal-houses',
  waterside: true,
  names: { de: 'die Grachtenhäuser', en: 'the canal houses', es: 'las casas de los canales', fr: 'les maisons des canaux', it: 'le case sui canali' },
  draw: (p) =>
    [-300, -200, -100, 0, 100, 200]
      .map((x, i) => {
        const height = 260 + ((i * 53) % 90);
        const colour = p.facades[i % p.facades.length];
        const gable =
          i % 2 === 0
            ? `M${x} ${-height} h15 v-20 h15 v-20 h40 v20 h15 v20 h15 z`
            : `M${x} ${-height} q20 -10 25 -40 q25 -20 50 0 q5 30 25 40 z`;
        const windows = [0, 1, 2].map((row) => `<rect x="${x + 18}" y="${-height + 30 + row * 70}" width="22" height="40" fill="#f7f1e3"/><rect x="${x + 58}" y="${-height + 30 + row * 70}" width="22" height="40" fill="#f7f1e3"/>`).join('');
        return `<rect x="${x}" y="${-height}" width="100" height="${height}" fill="${colour}" stroke="${p.landmark}" stroke-width="4"/><path d="${gable}" fill="${colour}" stroke="${p.landmark}" stroke-width="4"/>${windows}<circle cx="${x + 50}" cy="${-height - 18}" r="6" fill="#f7f1e3"/>`;
      })
      .join(''),
};

const brandenburgGate: Landmark = {
  key: 'brandenburg-gate',
  names: { de: 'das Brandenburger Tor', en: 'the Brandenburg Gate', es: 'la Puerta de Brandeburgo', fr: 'la porte de Brandebourg', it: 'la Porta di Brandeburgo' },
  draw: (p) => `
    <rect x="-250" y="-30" width="500" height="30" fill="${p.landmark}"/>
    ${columns(6, -230, -30, 34, 220, 53, p.landmark)}
    <rect x="-260" y="-300" width="520" height="56" fill="${p.landmark}"/>
    <rect x="-120" y="-350" width="240" height="50" fill="${p.landmark}"/>
    <path d="M-60 -350 l20 -50 h70 l30 50 z M-30 -400 l10 -30 h10 l5 30 z M40 -400 q20 -40 40 -20 l-10 20 z" fill="#5e7f6c"/>`,
};

const charlesBridge: Landmark = {
  key: 'charles-bridge',
  waterside: true,
  names: { de: 'die Karlsbrücke', en: 'Charles Bridge', es: 'el Puente de Carlos', fr: 'le pont Charles', it: 'il Ponte Carlo' },
  draw: (p) => `
    <rect x="-330" y="-140" width="760" height="40" fill="${p.landmark}"/>
    ${[-300, -120, 60, 240].map((x) => `<path d="M${x} -100 q80 -10 160 0 l0 100 h-14 q-66 -100 -132 0 h-14 z" fill="${p.landmark}"/>`).join('')}
    <rect x="-420" y="-330" width="100" height="330" fill="${p.landmark}"/>
    <path d="M-430 -330 L-370 -460 L-310 -330 Z" fill="${p.landmark}"/>
    <path d="M-430 -330 l-12 -40 l12 0 z M-310 -330 l12 -40 l-12 0 z" fill="${p.landmark}"/>
    <path d="M-390 -200 v-50 a20 20 0 0 1 40 0 v50 z" fill="${p.buildingsNear}"/>
    ${[-240, -60, 120, 300].map((x) => `<rect x="${x}" y="-190" width="10" height="50" fill="${p.landmark}"/><circle cx="${x + 5}" cy="-196" r="9" fill="${p.landmark}"/>`).join('')}`,
};

const riesenrad: Landmark = {
  key: 'giant-ferris-wheel',
  names: { de: 'das Riesenrad', en: 'the Giant Ferris Wheel', es: 'la Noria Gigante', fr: 'la Grande Roue', it: 'la Ruota panoramica del Prater' },
  draw: (p) => {
    const spokes = Array.from({ length: 15 }, (_, i) => {
      const angle = (i / 15) * Math.PI * 2;
      const x = Math.round(Math.cos(angle) * 190);
      const y = Math.round(Math.sin(angle) * 190) - 230;
      return `<line x1="0" y1="-230" x2="${x}" y2="${y}" stroke="#444" stroke-width="3"/><rect x="${x - 14}" y="${y - 10}" width="28" height="22" rx="3" fill="${p.landmark}"/>`;
    }).join('');
    return `<circle cx="0" cy="-230" r="190" fill="none" stroke="#444" stroke-width="8"/>${spokes}<path d="M-120 0 L0 -230 L120 0" stroke="#444" stroke-width="12" fill="none"/><circle cx="0" cy="-230" r="14" fill="#444"/>`;
  },
};

const giralda: Landmark = {
  key: 'giralda',
  names: { de: 'die Giralda', en: 'the Giralda', es: 'la Giralda', fr: 'la Giralda', it: 'la Giralda' },
  draw: (p) => `
    <path d="M60 0 V-170 l30 -40 h60 l30 40 h40 l30 -30 h80 V0 Z" fill="${p.facades[2]}"/>
    ${arches(5, 80, -20, 30, 90, 32, p.buildingsNear)}
    <rect x="-60" y="-330" width="120" height="330" fill="${p.landmark}"/>
    <path d="M-40 -60 h20 v-60 h-20 z M20 -160 h20 v-60 h-20 z M-40 -250 h20 v-50 h-20 z" fill="${p.buildingsNear}" opacity="0.55"/>
    <rect x="-56" y="-410" width="112" height="80" fill="#f4e6c4"/>
    ${arches(3, -46, -340, 24, 60, 10, p.buildingsNear)}
    <rect x="-40" y="-450" width="80" height="40" fill="#f4e6c4"/>
    <rect x="-26" y="-484" width="52" height="34" fill="${p.landmark}"/>
    <path d="M-22 -484 Q0 -520 22 -484 Z" fill="#e7b84c"/>
    <line x1="0" y1="-512" x2="0" y2="-540" stroke="#3b3b3b" stroke-width="4"/>
    <path d="M0 -548 l10 6 l-10 6 z" fill="#3b3b3b"/>`,
};

const domLuisBridge: Landmark = {
  key: 'dom-luis-bridge',
  waterside: true,
  names: { de: 'die Brücke Dom Luís I.', en: 'the Dom Luís I Bridge', es: 'el Puente Don Luis I', fr: 'le pont Dom-Luís-Ier', it: 'il Ponte Dom Luís I' },
  draw: (p) => `
    <path d="M-330 0 Q0 -560 330 0" stroke="${p.landmark}" stroke-width="26" fill="none"/>
    <path d="M-300 0 Q0 -500 300 0" stroke="${p.landmark}" stroke-width="8" fill="none"/>
    <rect x="-420" y="-300" width="840" height="20" fill="${p.landmark}"/>
    <rect x="-420" y="-96" width="840" height="14" fill="${p.landmark}"/>
    ${[-260, -190, -120, -60, 0, 60, 120, 190, 260].map((x) => `<line x1="${x}" y1="-282" x2="${x}" y2="${x === 0 ? -278 : -180 + Math.abs(x) * 0.4}" stroke="${p.landmark}" stroke-width="6"/>`).join('')}
    <rect x="-430" y="-300" width="40" height="300" fill="${p.landmark}"/><rect x="390" y="-300" width="40" height="300" fill="${p.landmark}"/>`,
};

const burjKhalifa: Landmark = {
  key: 'burj-khalifa',
  names: { de: 'der Burj Khalifa', en: 'the Burj Khalifa', es: 'el Burj Khalifa', fr: 'la Burj Khalifa', it: 'il Burj Khalifa' },
  draw: (p) => `
    <path d="M-70 0 V-120 H-50 V-230 H-34 V-330 H-20 V-420 H-10 V-500 H-3 V-560 H3 V-500 H10 V-420 H20 V-330 H34 V-230 H50 V-120 H70 V0 Z" fill="${p.landmark}"/>
    <path d="M-4 -500 V-40" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
    <rect x="-220" y="-180" width="60" height="180" fill="${p.buildingsNear}"/><rect x="150" y="-220" width="54" height="220" fill="${p.buildingsNear}"/>`,
};

const operaHouse: Landmark = {
  key: 'sydney-opera-house',
  waterside: true,
  names: { de: 'das Opernhaus', en: 'the Opera House', es: 'la Ópera', fr: 'l’Opéra', it: 'il Teatro dell’Opera' },
  draw: (p) => {
    const shell = (x: number, height: number, width: number) =>
      `<path d="M${x} 0 Q${x + width * 0.15} ${-height} ${x + width} ${-height} Q${x + width * 0.8} ${-height * 0.4} ${x + width} 0 Z" fill="${p.landmark}" stroke="#c9c6bb" stroke-width="3"/>`;
    return `<rect x="-320" y="-40" width="640" height="40" fill="#c9b89a"/>${shell(-300, 170, 150)}${shell(-180, 240, 170)}${shell(-40, 200, 150)}${shell(80, 270, 170)}${shell(210, 180, 120)}`;
  },
};

const tableMountain: Landmark = {
  key: 'table-mountain',
  names: { de: 'der Tafelberg', en: 'Table Mountain', es: 'la Montaña de la Mesa', fr: 'la montagne de la Table', it: 'la Montagna della Tavola' },
  draw: (p) => `
    <path d="M-600 0 L-420 -200 L-300 -330 L300 -336 L380 -260 L460 -290 L600 0 Z" fill="${p.landmark}"/>
    <path d="M-300 -330 L300 -336 L296 -320 L-290 -316 Z" fill="#fff" opacity="0.5"/>
    <path d="M-200 -300 L-220 -120 M0 -310 L-10 -100 M180 -310 L200 -140" stroke="#000" stroke-opacity="0.15" stroke-width="8"/>`,
};

const duomo: Landmark = {
  key: 'florence-duomo',
  names: { de: 'der Dom mit seiner Kuppel', en: 'the cathedral and its dome', es: 'la catedral y su cúpula', fr: 'la cathédrale et sa coupole', it: 'il Duomo con la sua cupola' },
  draw: (p) => `
    <rect x="-230" y="-130" width="420" height="130" fill="#efe6d6"/>
    <rect x="-130" y="-230" width="260" height="100" fill="#efe6d6"/>
    <path d="M-120 -230 Q-120 -440 0 -450 Q120 -440 120 -230 Z" fill="${p.landmark}"/>
    <path d="M-60 -236 Q-58 -400 0 -448 M60 -236 Q58 -400 0 -448" stroke="#fff" stroke-width="6" fill="none"/>
    <rect x="-16" y="-490" width="32" height="42" fill="#efe6d6"/><path d="M-16 -490 L0 -520 L16 -490 Z" fill="#efe6d6"/>
    <rect x="220" y="-420" width="70" height="420" fill="#efe6d6" stroke="#5d7a5a" stroke-width="4"/>
    ${[-360, -280, -200, -120].map((y) => `<rect x="232" y="${y}" width="46" height="8" fill="#5d7a5a"/>`).join('')}
    ${arches(6, -210, -20, 34, 70, 28, '#5d7a5a')}`,
};

const rialtoBridge: Landmark = {
  key: 'rialto-bridge',
  waterside: true,
  names: { de: 'die Rialtobrücke', en: 'the Rialto Bridge', es: 'el Puente de Rialto', fr: 'le pont du Rialto', it: 'il Ponte di Rialto' },
  draw: (p) => `
    <path d="M-360 0 Q0 -280 360 0 L360 -60 Q0 -320 -360 -60 Z" fill="#efe4cf"/>
    <path d="M-200 0 Q0 -200 200 0 Z" fill="${p.water}"/>
    <rect x="-90" y="-280" width="180" height="90" fill="#efe4cf"/>
    <path d="M-100 -280 L0 -330 L100 -280 Z" fill="${p.landmark}"/>
    ${arches(3, -70, -196, 34, 60, 20, p.buildingsNear)}
    <path d="M-230 -150 L-110 -210 L-110 -190 L-230 -130 Z M230 -150 L110 -210 L110 -190 L230 -130 Z" fill="${p.landmark}"/>`,
};

const blueMosque: Landmark = {
  key: 'blue-mosque',
  names: { de: 'die Blaue Moschee', en: 'the Blue Mosque', es: 'la Mezquita Azul', fr: 'la Mosquée bleue', it: 'la Moschea Blu' },
  draw: (p) => {
    const minaret = (x: number, height: number) => `<rect x="${x - 9}" y="${-height}" width="18" height="${height}" fill="${p.landmark}"/><path d="M${x - 11} ${-height} L${x} ${-height - 60} L${x + 11} ${-height} Z" fill="${p.landmark}"/><rect x="${x - 14}" y="${-height * 0.7}" width="28" height="8" fill="${p.landmark}"/>`;
    return `
    <rect x="-200" y="-150" width="400" height="150" fill="${p.landmark}"/>
    <path d="M-200 -150 Q-150 -230 -90 -150 Z M90 -150 Q150 -230 200 -150 Z" fill="${p.landmark}"/>
    <path d="M-130 -190 Q0 -380 130 -190 Z" fill="${p.landmark}"/>
    <rect x="-4" y="-330" width="8" height="40" fill="${p.landmark}"/>
    ${minaret(-270, 380)}${minaret(270, 380)}${minaret(-215, 320)}${minaret(215, 320)}
    ${arches(6, -170, -20, 30, 60, 28, p.buildingsNear)}`;
  },
};

const parthenon: Landmark = {
  key: 'parthenon',
  names: { de: 'der Parthenon', en: 'the Parthenon', es: 'el Partenón', fr: 'le Parthénon', it: 'il Partenone' },
  draw: (p) => `
    <path d="M-460 0 Q-380 -130 -260 -140 L260 -140 Q380 -130 460 0 Z" fill="${p.hills}"/>
    <rect x="-230" y="-170" width="460" height="30" fill="${p.landmark}"/>
    ${columns(8, -215, -170, 26, 170, 30.5, p.landmark)}
    <rect x="-230" y="-380" width="460" height="44" fill="${p.landmark}"/>
    <path d="M-240 -380 L0 -450 L240 -380 Z" fill="${p.landmark}"/>
    <path d="M-160 -388 L0 -436 L160 -388 Z" fill="${p.buildingsNear}" opacity="0.3"/>`,
};

/** The top cities' landmarks, by city id (see seed/data/places.ts). */
export const LANDMARKS: Readonly<Record<number, Landmark>> = {
  41: eiffelTower,
  95: bigBen,
  2: sagradaFamilia,
  30: colosseum,
  70: statueOfLiberty,
  3: puertaDeAlcala,
  60: belemTower,
  53: canalHouses,
  50: brandenburgGate,
  52: charlesBridge,
  51: riesenrad,
  4: giralda,
  61: domLuisBridge,
  80: burjKhalifa,
  90: operaHouse,
  100: tableMountain,
  31: duomo,
  32: rialtoBridge,
  155: blueMosque,
  147: parthenon,
};

export const landmarkOf = (cityId: number): Landmark | undefined => LANDMARKS[cityId];

/** The landmark standing on (x, baseline), scaled, and marked with its key. */
export const placeLandmark = (landmark: Landmark, p: Palette, x: number, baseline: number, scale: number) =>
  `<g data-landmark="${landmark.key}" transform="translate(${x} ${baseline}) scale(${scale})">${landmark.draw(p)}</g>`;

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Banking</name>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="66"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="70"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="83"/>
        <source>Counters</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="86"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="188"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="576"/>
        <source>Purse %1 · net %2</source>
        <translation>Bourse %1 · net %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="583"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="55"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="558"/>
        <source>Stock: %1</source>
        <translation>Talon&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="146"/>
        <source>Pone&apos;s pile: %1</source>
        <translation>Pile du pone&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="153"/>
        <source>The deal is offered for %1.</source>
        <translation>La donne est offerte pour %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="552"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="182"/>
        <source>pone</source>
        <translation>pone</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="254"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="110"/>
        <source>The game is resumed.</source>
        <translation>La partie reprend.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="168"/>
        <source>Coup %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="170"/>
        <source>Hand %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="23"/>
        <source>%1 counter</source>
        <translation>%1 jeton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="24"/>
        <source>%1 counters</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="34"/>
        <source>&amp;Stake</source>
        <translation>&amp;Miser</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="35"/>
        <source>&amp;Double</source>
        <translation>Dou&amp;bler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="36"/>
        <source>&amp;No double</source>
        <translation>&amp;Pas de double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="37"/>
        <source>&amp;Yes, a card</source>
        <translation>&amp;Oui, une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="38"/>
        <source>&amp;Content</source>
        <translation>Je r&amp;este</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="39"/>
        <source>D&amp;ivide</source>
        <translation>&amp;Séparer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="40"/>
        <source>&amp;Keep the deal</source>
        <translation>&amp;Garder la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="41"/>
        <source>Sell the deal for %1</source>
        <translation>Vendre la donne pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="42"/>
        <source>&amp;Buy the deal</source>
        <translation>&amp;Acheter la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="45"/>
        <source>&amp;Put up the bank</source>
        <translation>&amp;Ouvrir la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="46"/>
        <source>&amp;Keep the bank</source>
        <translation>&amp;Garder la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="47"/>
        <source>&amp;Pass the deal</source>
        <translation>&amp;Passer la main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="48"/>
        <source>Ta&amp;ke the bank</source>
        <translation>&amp;Prendre la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="49"/>
        <source>&amp;Decline</source>
        <translation>Ref&amp;user</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="50"/>
        <source>&amp;Banco</source>
        <translation>&amp;Banco</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="51"/>
        <source>&amp;No banco</source>
        <translation>Pas de ba&amp;nco</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="52"/>
        <source>Stan&amp;d</source>
        <translation>Re&amp;ster</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="53"/>
        <source>&amp;Fresh packs</source>
        <translation>&amp;Jeux neufs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="55"/>
        <source>&amp;Cut</source>
        <translation>Coup&amp;er</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="56"/>
        <source>Reject packet &amp;%1</source>
        <translation>Rejeter le paquet &amp;%1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="112"/>
        <source>%1: “double”.</source>
        <translation>%1&#xa0;: «&#xa0;double&#xa0;».</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="113"/>
        <source>%1: no double.</source>
        <translation>%1&#xa0;: pas de double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="114"/>
        <source>%1: content.</source>
        <translation>%1&#xa0;: je reste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="115"/>
        <source>%1: over-drawn.</source>
        <translation>%1&#xa0;: crevé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="116"/>
        <source>%1: twenty-one.</source>
        <translation>%1&#xa0;: vingt-et-un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="117"/>
        <source>%1: a natural too; neither pays.</source>
        <translation>%1&#xa0;: un naturel aussi&#xa0;; personne ne paie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="118"/>
        <source>%1: the deal is for sale.</source>
        <translation>%1&#xa0;: la donne est à vendre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="119"/>
        <source>%1: buys the deal.</source>
        <translation>%1&#xa0;: achète la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="120"/>
        <source>%1: no, thank you.</source>
        <translation>%1&#xa0;: non merci.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="122"/>
        <source>%1: the bank stays at %2.</source>
        <translation>%1&#xa0;: la banque reste à %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="123"/>
        <source>%1: I pass the deal (the bank stands at %2).</source>
        <translation>%1&#xa0;: je passe la main (la banque est à %2).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="124"/>
        <source>%1: not at that amount.</source>
        <translation>%1&#xa0;: pas à ce montant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="125"/>
        <source>%1: banco! %2 against the whole bank.</source>
        <translation>%1&#xa0;: banco&#xa0;! %2 contre toute la banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="126"/>
        <source>%1: no banco.</source>
        <translation>%1&#xa0;: pas de banco.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="127"/>
        <source>%1: no stake.</source>
        <translation>%1&#xa0;: pas de mise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="128"/>
        <source>Nobody stakes: no coup.</source>
        <translation>Personne ne mise&#xa0;: pas de coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="129"/>
        <source>The packs are dealt out: the bank passes on.</source>
        <translation>Les jeux sont épuisés&#xa0;: la banque passe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="130"/>
        <source>The bank is broken: %1 gives it up.</source>
        <translation>La banque a sauté&#xa0;: %1 la cède.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="131"/>
        <source>%1: fresh packs!</source>
        <translation>%1&#xa0;: des jeux neufs&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="132"/>
        <source>%1: a false draw at %2.</source>
        <translation>%1&#xa0;: faux tirage à %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="133"/>
        <source>%1: no card.</source>
        <translation>%1&#xa0;: pas de carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="135"/>
        <source>%1: packet %2 rejected; it is the dealer&apos;s.</source>
        <translation>%1&#xa0;: paquet %2 rejeté&#xa0;; il est au donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="147"/>
        <source>The bank wins with %1.</source>
        <translation>La banque gagne avec %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="149"/>
        <source>The punters win against %1.</source>
        <translation>Les pontes gagnent contre %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="151"/>
        <source>A tie at %1: the stakes stand over.</source>
        <translation>Égalité à %1&#xa0;: les mises restent pour le coup suivant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="154"/>
        <source>The bank has %1: each tableau is settled on its own.</source>
        <translation>La banque a %1&#xa0;: chaque tableau est réglé à part.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="161"/>
        <source>natural of the dealer</source>
        <translation>naturel du donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="162"/>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="518"/>
        <source>natural</source>
        <translation>naturel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="163"/>
        <source>privilege of the natural</source>
        <translation>privilège du naturel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="164"/>
        <source>over-drawn</source>
        <translation>crevé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="165"/>
        <source>the dealer over-drew</source>
        <translation>le donneur a crevé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="166"/>
        <source>the dealer&apos;s twenty-one</source>
        <translation>le vingt-et-un du donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="167"/>
        <source>twenty-one</source>
        <translation>vingt-et-un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="168"/>
        <source>beats the dealer</source>
        <translation>bat le donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="169"/>
        <source>the dealer is higher</source>
        <translation>le donneur est plus haut</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="170"/>
        <source>a tie goes to the dealer</source>
        <translation>l&apos;égalité va au donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="171"/>
        <source>share of the ties</source>
        <translation>part des égalités</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="172"/>
        <source>penalty for over-drawing</source>
        <translation>amende pour avoir crevé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="173"/>
        <source>to the pool</source>
        <translation>à la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="174"/>
        <source>the pool goes to the natural</source>
        <translation>la cagnotte va au naturel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="175"/>
        <source>price of the deal</source>
        <translation>prix de la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="176"/>
        <source>the pool shared at the end</source>
        <translation>la cagnotte partagée à la fin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="177"/>
        <source>buys in</source>
        <translation>se réapprovisionne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="179"/>
        <source>the bank put up</source>
        <translation>la banque ouverte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="180"/>
        <source>a stake</source>
        <translation>une mise</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="181"/>
        <source>the coup</source>
        <translation>le coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="182"/>
        <source>the stake back</source>
        <translation>la mise rendue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="183"/>
        <source>the bank back to its banker</source>
        <translation>la banque rendue à son banquier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="184"/>
        <source>fine for a false draw</source>
        <translation>amende pour faux tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="185"/>
        <source>liable for a false draw</source>
        <translation>responsable d’un faux tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="186"/>
        <source>fresh packs</source>
        <translation>jeux neufs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="188"/>
        <source>the packet is higher</source>
        <translation>le paquet est plus haut</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="189"/>
        <source>the dealer&apos;s packet is as high or higher</source>
        <translation>le paquet du donneur est aussi haut ou plus haut</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="195"/>
        <source>Pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="196"/>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="197"/>
        <source>Stakes</source>
        <translation>Mises</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="202"/>
        <source>Packet %1</source>
        <translation>Paquet %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="212"/>
        <source>%1: %2 more from the box.</source>
        <translation>%1&#xa0;: %2 de plus pris à la réserve.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="219"/>
        <source>%1 → %2: %3 (%4).</source>
        <translation>%1 → %2&#xa0;: %3 (%4).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="236"/>
        <source>Cut for the deal, %1: %2.</source>
        <translation>Tirage pour la donne, %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="243"/>
        <source>You are dealt the first ace and deal.</source>
        <translation>Vous recevez le premier as et donnez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="248"/>
        <source>Coup %1.</source>
        <translation>Coup %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="257"/>
        <source>%1: %2 on packet %3.</source>
        <translation>%1&#xa0;: %2 sur le paquet %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="300"/>
        <source>The bought deal goes to %1.</source>
        <translation>La donne achetée va à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="310"/>
        <source>The deal passes to %1.</source>
        <translation>La donne passe à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="249"/>
        <source>Hand %1.</source>
        <translation>Coup %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="326"/>
        <source>A card for %1: %2.</source>
        <translation>Une carte pour %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="263"/>
        <source>%1: a stake of %2.</source>
        <translation>%1&#xa0;: mise de %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="270"/>
        <source>%1: the deal is for sale at %2.</source>
        <translation>%1&#xa0;: la donne est à vendre pour %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="276"/>
        <source>%1: buys the deal for %2.</source>
        <translation>%1&#xa0;: achète la donne pour %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="379"/>
        <source>%1: a natural! %2.</source>
        <translation>%1&#xa0;: un naturel&#xa0;! %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="385"/>
        <source>%1: %2 turned up.</source>
        <translation>%1&#xa0;: %2 retournées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="387"/>
        <source>%1: %2 shown.</source>
        <translation>%1&#xa0;: %2 montrées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="290"/>
        <source>%1: a pair divided.</source>
        <translation>%1&#xa0;: une paire séparée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="43"/>
        <source>Ref&amp;use</source>
        <translation>&amp;Non merci</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="96"/>
        <source>Cards in the packet (type the number):</source>
        <translation>Cartes du paquet (tapez le nombre)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="97"/>
        <source>Amount (type the number):</source>
        <translation>Montant (tapez le nombre)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="103"/>
        <source>&amp;Stake nothing</source>
        <translation>&amp;Miser rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="301"/>
        <source>%1 is dealt the first ace and deals.</source>
        <translation>%1 reçoit le premier as et donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="302"/>
        <source>The first bank goes to %1 (seats drawn by lot).</source>
        <translation>La première banque va à %1 (places tirées au sort).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="303"/>
        <source>The bank goes to %1 at the same amount.</source>
        <translation>La banque va à %1 au même montant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="304"/>
        <source>The bank passes to %1.</source>
        <translation>La banque passe à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="305"/>
        <source>The deal goes to %1, who cut the lowest card.</source>
        <translation>La donne va à %1, qui a tiré la plus basse carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="306"/>
        <source>The dealer lost all round: the deal passes to %1.</source>
        <translation>Le donneur a perdu contre tous&#xa0;: la donne passe à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="318"/>
        <source>%1: a packet of %2 cards.</source>
        <translation>%1&#xa0;: un paquet de %2 cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="331"/>
        <source>Your card, face down: %1.</source>
        <translation>Votre carte, face cachée&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="339"/>
        <source>The last card goes to the pone (%1), who shuffles the used cards.</source>
        <translation>La dernière carte va au pone (%1), qui mélange les cartes jouées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="343"/>
        <source>Shuffled by %1 and cut by the dealer.</source>
        <translation>Mêlé par %1 et coupé par le donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="347"/>
        <source>The croupier shuffles %1 packs together.</source>
        <translation>Le croupier mêle %1 jeux ensemble.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="358"/>
        <source>%1: the bottom card is %2.</source>
        <translation>%1&#xa0;: la carte du dessous est %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="366"/>
        <source>%1: a natural %2 (%3).</source>
        <translation>%1&#xa0;: un naturel %2 (%3).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="372"/>
        <source>%1: %2 shown (%3).</source>
        <translation>%1&#xa0;: %2 montré (%3).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="400"/>
        <source>It is your deal. Keep it, or offer it for sale?</source>
        <translation>C&apos;est à vous de donner. Vous gardez la donne, ou vous la mettez en vente&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="403"/>
        <source>The deal is offered for %1. Buy it?</source>
        <translation>La donne est offerte pour %1. Vous l&apos;achetez&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="407"/>
        <source>Look at your card and stake on it.</source>
        <translation>Regardez votre carte et misez dessus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="409"/>
        <source>You are the dealer. Double the stakes?</source>
        <translation>Vous êtes le donneur. Doubler les mises&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="411"/>
        <source>You have %1. A card, or content?</source>
        <translation>Vous avez %1. Une carte, ou vous restez&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="423"/>
        <source>Your bank stands at %1. Keep it, or pass the deal?</source>
        <translation>Votre banque est à %1. La garder, ou passer la main&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="426"/>
        <source>You hold the bank: choose how much to put up.</source>
        <translation>Vous tenez la banque&#xa0;: choisissez combien y mettre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="428"/>
        <source>The deal is passed. Take the bank at %1?</source>
        <translation>La main est passée. Prendre la banque à %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="432"/>
        <source>Go banco, against the whole bank of %1?</source>
        <translation>Faire banco, contre toute la banque de %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="437"/>
        <source>The other punters&apos; stakes already cover the bank of %1: you stake nothing this coup.</source>
        <translation>Les mises des autres pontes couvrent déjà la banque de %1&#xa0;: vous ne misez rien à ce coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="441"/>
        <source>Choose your stake: together the stakes may not pass the bank of %1.</source>
        <translation>Choisissez votre mise&#xa0;: ensemble, les mises ne peuvent dépasser la banque de %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="446"/>
        <source>You hold %1 for the punters: you must stand (a card would be a false draw).</source>
        <translation>Vous avez %1 pour les pontes&#xa0;: vous devez rester (une carte serait un faux tirage).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="450"/>
        <source>You hold %1 for the punters: you must take a card (standing would be a false draw).</source>
        <translation>Vous avez %1 pour les pontes&#xa0;: vous devez prendre une carte (rester serait un faux tirage).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="455"/>
        <source>You hold five: a card or stand, as you choose.</source>
        <translation>Vous avez cinq&#xa0;: carte ou rester, à votre choix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="456"/>
        <source>You hold %1 for the punters: a card or stand?</source>
        <translation>Vous avez %1 pour les pontes&#xa0;: carte ou rester&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="460"/>
        <source>You hold %1 in the bank: a card or stand, as you choose.</source>
        <translation>Vous avez %1 à la banque&#xa0;: carte ou rester, à votre choix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="470"/>
        <source>Cut the pack into three packets: choose the size of the next.</source>
        <translation>Coupez le jeu en trois paquets&#xa0;: choisissez la taille du suivant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="473"/>
        <source>Cut a packet from the top: four cards at least, your share at most.</source>
        <translation>Coupez un paquet sur le dessus&#xa0;: quatre cartes au moins, votre part au plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="477"/>
        <source>Reject one of the three packets: it becomes the dealer&apos;s.</source>
        <translation>Rejetez l’un des trois paquets&#xa0;: il devient celui du donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="482"/>
        <source>Stake on your packet, blind.</source>
        <translation>Misez sur votre paquet, à l’aveugle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="483"/>
        <source>Stake on packet %1, blind.</source>
        <translation>Misez sur le paquet %1, à l’aveugle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="491"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="492"/>
        <source>That stake is outside the limits of the game.</source>
        <translation>Cette mise sort des limites de la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="495"/>
        <source>Only a pair in the first two cards can be divided.</source>
        <translation>Seule une paire formée par les deux premières cartes peut être séparée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="498"/>
        <source>No card is left to draw.</source>
        <translation>Il ne reste aucune carte à tirer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="499"/>
        <source>You have twenty-one: no more cards.</source>
        <translation>Vous avez vingt-et-un&#xa0;: plus de cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="500"/>
        <source>A false draw: with baccarat to four you must take the card.</source>
        <translation>Faux tirage&#xa0;: de baccara à quatre, vous devez prendre la carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="503"/>
        <source>A false draw: with six or seven you must stand.</source>
        <translation>Faux tirage&#xa0;: à six ou sept, vous devez rester.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="506"/>
        <source>The bank does not cover so much: stake less.</source>
        <translation>La banque ne couvre pas autant&#xa0;: misez moins.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="509"/>
        <source>Your purse does not hold so much.</source>
        <translation>Votre bourse ne contient pas autant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="510"/>
        <source>Your purse cannot cover the bank.</source>
        <translation>Votre bourse ne peut pas couvrir la banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="511"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="516"/>
        <source>content</source>
        <translation>reste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="517"/>
        <source>over</source>
        <translation>crevé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="519"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="520"/>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="521"/>
        <source>a tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="522"/>
        <source>the bank&apos;s hand</source>
        <translation>la main de la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="523"/>
        <source>the punters&apos; hand</source>
        <translation>la main des pontes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="524"/>
        <source>right tableau</source>
        <translation>tableau de droite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="525"/>
        <source>left tableau</source>
        <translation>tableau de gauche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="526"/>
        <source>the dealer&apos;s</source>
        <translation>au donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="527"/>
        <source>the company&apos;s</source>
        <translation>à la compagnie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="537"/>
        <source>on packet %1</source>
        <translation>sur le paquet %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="545"/>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="551"/>
        <source>banker</source>
        <translation>banquier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="557"/>
        <source>Shoe: %1</source>
        <translation>Sabot&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="563"/>
        <source>The game is over. You won %1.</source>
        <translation>La partie est terminée. Vous avez gagné %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="567"/>
        <source>The game is over. You lost %1.</source>
        <translation>La partie est terminée. Vous avez perdu %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="570"/>
        <source>The game is over. You are even.</source>
        <translation>La partie est terminée. Vous n&apos;avez ni gagné ni perdu.</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/cards_row.py" line="78"/>
        <source>a card face down</source>
        <translation>une carte face cachée</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="13"/>
        <source>knave</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="45"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="15"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="46"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="16"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="47"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="17"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="48"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="18"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="49"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="19"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="50"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="20"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="51"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="21"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="52"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="22"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="53"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="23"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="54"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="24"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="55"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="25"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="56"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="26"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="57"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="27"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="63"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="33"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="64"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="34"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="65"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="35"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="66"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="36"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="71"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="41"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="49"/>
        <source>A</source>
        <comment>card index: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="50"/>
        <source>J</source>
        <comment>card index: jack (knave)</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="51"/>
        <source>Q</source>
        <comment>card index: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="52"/>
        <source>K</source>
        <comment>card index: king</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>Cassino</name>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="21"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="28"/>
        <source>Your turn: click a card; a card that takes shows what it takes.</source>
        <translation>À vous&#xa0;: cliquez sur une carte&#xa0;; une carte qui prend montre ce qu&apos;elle prend.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="35"/>
        <source>Your %1 can take in more than one way: choose which cards to take.</source>
        <translation>Votre %1 peut prendre de plusieurs façons&#xa0;: choisissez les cartes à prendre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="38"/>
        <source>Your %1 takes the cards marked. Click it again or press Enter to take them.</source>
        <translation>Votre %1 prend les cartes marquées. Cliquez à nouveau dessus ou appuyez sur Entrée pour les prendre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="44"/>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="49"/>
        <source>Build %1 on %2</source>
        <translation>Construire %1 sur %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="57"/>
        <source>Raise %2 to %1</source>
        <translation>Élever %2 à %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="65"/>
        <source>You raise the build of %2 to %3 with %1.</source>
        <translation>Vous élevez la construction de %2 à %3 avec %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="67"/>
        <source>%4 raises the build of %2 to %3 with %1.</source>
        <translation>%4 élève la construction de %2 à %3 avec %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="78"/>
        <source>Building %1!</source>
        <translation>Je construis %1&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="82"/>
        <source>Your %1 can be played in more than one way: choose one by its button.</source>
        <translation>Votre %1 peut se jouer de plus d&apos;une façon&#xa0;: choisissez-en une par son bouton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="88"/>
        <source>Your turn: you have a build on the table, so you must take or build, not lay a card down.</source>
        <translation>À vous&#xa0;: vous avez une construction sur la table, vous devez donc prendre ou construire, et non poser une carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="94"/>
        <source>Lay it on the table</source>
        <translation>La poser sur la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="99"/>
        <source>You build %3 with %1 on %2.</source>
        <translation>Vous construisez %3 avec %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="101"/>
        <source>%4 builds %3 with %1 on %2.</source>
        <translation>%4 construit %3 avec %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="113"/>
        <source>Build of %1 by %2: %3</source>
        <translation>Construction de %1 par %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="121"/>
        <source>Choose another card</source>
        <translation>Choisir une autre carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="126"/>
        <source>That card can take from the table, so it must take.</source>
        <translation>Cette carte peut prendre sur la table&#xa0;: elle doit donc prendre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="129"/>
        <source>A card takes every card of its rank and every set adding up to it, all at once.</source>
        <translation>Une carte prend toutes les cartes de son rang et toutes les combinaisons dont la somme fait sa valeur, d&apos;un seul coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="132"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="133"/>
        <source>You have a build on the table: take it, take other cards or build.</source>
        <translation>Vous avez une construction sur la table&#xa0;: prenez-la, prenez d&apos;autres cartes ou construisez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="136"/>
        <source>You have a build on the table: take it, or add to it, before anything else.</source>
        <translation>Vous avez une construction sur la table&#xa0;: prenez-la ou ajoutez-y, avant toute autre chose.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="139"/>
        <source>That build is not allowed: you must hold another card of its new total.</source>
        <translation>Cette construction n&apos;est pas permise&#xa0;: vous devez avoir en main une autre carte de son nouveau total.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="142"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Veuillez patienter&#xa0;: ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="143"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="148"/>
        <source>You take %2 with %1.</source>
        <translation>Vous prenez %2 avec %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="150"/>
        <source>%3 takes %2 with %1.</source>
        <translation>%3 prend %2 avec %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="157"/>
        <source>You lay %1 on the table.</source>
        <translation>Vous posez %1 sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="159"/>
        <source>%2 lays %1 on the table.</source>
        <translation>%2 pose %1 sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="166"/>
        <source>You sweep the board: one point.</source>
        <translation>Vous balayez la table&#xa0;: un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="168"/>
        <source>%1 sweeps the board: one point.</source>
        <translation>%1 balaie la table&#xa0;: un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="174"/>
        <source>You took last and take what is left (%1): a sweep, one point.</source>
        <translation>Vous avez pris en dernier et prenez ce qui reste (%1)&#xa0;: un balayage, un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="176"/>
        <source>%2 took last and takes what is left (%1): a sweep, one point.</source>
        <translation>%2 a pris en dernier et prend ce qui reste (%1)&#xa0;: un balayage, un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="184"/>
        <source>Sweep!</source>
        <translation>Balayage&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="189"/>
        <source>Cutting for the deal: %1.</source>
        <translation>Coupe pour la donne&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="193"/>
        <source>%1 cut the lowest card and deals first.</source>
        <translation>%1 a coupé la plus basse carte et donne le premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="200"/>
        <source>Deal %1; dealer: %2.</source>
        <translation>Donne %1&#xa0;; donneur&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="207"/>
        <source>Face up on the table: %1.</source>
        <translation>Face visible sur la table&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="212"/>
        <source>Four cards each; %n card left to deal.</source>
        <translation>Quatre cartes chacun&#xa0;; encore %n carte à donner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="214"/>
        <source>Four cards each; %n cards left to deal.</source>
        <translation>Quatre cartes chacun&#xa0;; encore %n cartes à donner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="220"/>
        <source>Great Cassino (10♦): 2 points</source>
        <translation>Grand Cassino (dix de carreau)&#xa0;: 2 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="221"/>
        <source>Little Cassino (2♠): 1 point</source>
        <translation>Petit Cassino (deux de pique)&#xa0;: 1 point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="223"/>
        <source>Aces: %n point</source>
        <translation>As&#xa0;: %n point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="225"/>
        <source>Aces: %n points</source>
        <translation>As&#xa0;: %n points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="227"/>
        <source>The most spades: 1 point</source>
        <translation>Le plus de piques&#xa0;: 1 point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="228"/>
        <source>The most cards: 3 points</source>
        <translation>Le plus de cartes&#xa0;: 3 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="230"/>
        <source>Sweeps: %n point</source>
        <translation>Balayages&#xa0;: %n point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="232"/>
        <source>Sweeps: %n points</source>
        <translation>Balayages&#xa0;: %n points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="239"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="246"/>
        <source>The count of deal %1:</source>
        <translation>Le décompte de la donne %1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="252"/>
        <source>%1: %n point in the count</source>
        <translation>%1&#xa0;: %n point au décompte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="254"/>
        <source>%1: %n points in the count</source>
        <translation>%1&#xa0;: %n points au décompte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="263"/>
        <source>Score: %1 +%2 = %3.</source>
        <translation>Points&#xa0;: %1 +%2 = %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="271"/>
        <source>Taken: %1</source>
        <translation>Prises&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="273"/>
        <source>Sweeps: %1</source>
        <translation>Balayages&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="278"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="282"/>
        <source>Game: %1 points</source>
        <translation>Partie&#xa0;: %1 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="287"/>
        <source>Still to deal: %n card</source>
        <translation>Reste à donner&#xa0;: %n carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="289"/>
        <source>Still to deal: %n cards</source>
        <translation>Reste à donner&#xa0;: %n cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="295"/>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="297"/>
        <source>You lose.</source>
        <translation>Vous perdez.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="182"/>
        <source>lay out %1</source>
        <translation>mettre au crib %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="184"/>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="49"/>
        <source>play %1</source>
        <translation>jouer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="186"/>
        <source>say Go</source>
        <translation>dire go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="188"/>
        <source>claim %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="225"/>
        <source>keeps %1: %2 in hand, crib %3, play %4</source>
        <translation>garde %1 : %2 en main, crib %3, jeu %4</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="232"/>
        <source>the score decides near the end</source>
        <translation>près du but, la marque décide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="234"/>
        <source>%1% chance of going out this deal</source>
        <translation>%1 % de chances de sortir à cette donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="237"/>
        <source>what the cards count</source>
        <translation>ce que comptent les cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="239"/>
        <source>the book&apos;s opening lead (a card under five): no card is clearly better; searched alone %1</source>
        <translation>l’entame du livre (une carte sous le cinq) : aucune carte n’est nettement meilleure ; seule la recherche donne %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="246"/>
        <source>the usual card: no card is clearly better; searched alone %1</source>
        <translation>la carte habituelle : aucune carte n’est nettement meilleure ; seule la recherche donne %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="251"/>
        <source>the usual card, which the Expert plays four-handed; searched alone %1</source>
        <translation>la carte habituelle, que l’Expert joue à quatre ; seule la recherche donne %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="255"/>
        <source>wins the game</source>
        <translation>gagne la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="257"/>
        <source>the game is lost whatever you play</source>
        <translation>la partie est perdue quoi que vous jouiez</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="259"/>
        <source>pegs %1 now; points pegged from here less the other side&apos;s</source>
        <translation>marque %1 tout de suite ; points marqués au jeu d’ici à la fin, moins ceux de l’autre camp</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="262"/>
        <source>points pegged from here less the other side&apos;s</source>
        <translation>points marqués au jeu d’ici à la fin, moins ceux de l’autre camp</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="81"/>
        <source>the only thing you may do</source>
        <translation>la seule chose que vous puissiez faire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="82"/>
        <source>every choice is worth the same here</source>
        <translation>ici, tous les choix se valent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="83"/>
        <source>what the Expert would do</source>
        <translation>ce que ferait l’Expert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="84"/>
        <source>not valued</source>
        <translation>non évalué</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="45"/>
        <source>%1% chance to win the game</source>
        <translation>%1 % de chances de gagner la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="46"/>
        <source>%1% chance to win the hand</source>
        <translation>%1 % de chances de gagner la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="47"/>
        <source>%1% chance to win the pool</source>
        <translation>%1 % de chances de gagner la poule</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="51"/>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="61"/>
        <source>%1 counters</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="53"/>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="63"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="59"/>
        <source>%1% less chance</source>
        <translation>%1 % de chances en moins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="81"/>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="252"/>
        <source>Only one thing you may do: %1.</source>
        <translation>Une seule chose à faire : %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="87"/>
        <source>Every choice is worth the same here.</source>
        <translation>Ici, tous les choix se valent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="92"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="96"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="135"/>
        <source>You: %1; the Expert: %2</source>
        <translation>Vous : %1 ; l’Expert : %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="149"/>
        <source>The coach: every decision as the Expert would have made it.</source>
        <translation>L’entraîneur : chaque décision telle que l’Expert l’aurait prise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="156"/>
        <source>The coach: decisions unlike the Expert&apos;s: %1 of %2</source>
        <translation>L’entraîneur : décisions différentes de celles de l’Expert : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="178"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="180"/>
        <source>The best choices, what each is worth and why (Key: H)</source>
        <translation>Les meilleurs choix, ce que vaut chacun et pourquoi (touche : H)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="261"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="293"/>
        <source>No hint this time: the coach failed.</source>
        <translation>Pas de conseil cette fois : l’entraîneur a échoué.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="328"/>
        <source>The coach would have played: %1.</source>
        <translation>L’entraîneur aurait joué : %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="151"/>
        <source>Take with the %1: %2</source>
        <translation>Prendre avec %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="156"/>
        <source>Lay down the %1</source>
        <translation>Poser&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="158"/>
        <source>Build %1 with the %2</source>
        <translation>Bâtir %1 avec&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="161"/>
        <source>Raise the build to %1 with the %2</source>
        <translation>Monter le bâti à %1 avec&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="165"/>
        <source>Play the %1, naming %2</source>
        <translation>Jouer&#xa0;: %1, en annonçant %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="170"/>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="154"/>
        <source>Play the %1</source>
        <translation>Jouer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="172"/>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="174"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="184"/>
        <source>sweeps the table: a point</source>
        <translation>rafle la table&#xa0;: un point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="186"/>
        <source>takes the Great Cassino: two points</source>
        <translation>prend le grand cassino&#xa0;: deux points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="188"/>
        <source>takes the Little Cassino: a point</source>
        <translation>prend le petit cassino&#xa0;: un point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="191"/>
        <source>takes %1 cards, but leaves a sweep of %2</source>
        <translation>prend %1 cartes, mais laisse une rafle à %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="193"/>
        <source>takes %1 cards, but leaves a sweep of one rank</source>
        <translation>prend %1 cartes, mais laisse une table d’un seul rang à rafler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="195"/>
        <source>takes %1 cards, aces among them</source>
        <translation>prend %1 cartes, dont des as</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="196"/>
        <source>takes %1 cards</source>
        <translation>prend %1 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="197"/>
        <source>builds %1, to take with a card in hand</source>
        <translation>bâtit %1, pour le prendre avec une carte en main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="198"/>
        <source>raises the build to %1</source>
        <translation>monte le bâti à %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="199"/>
        <source>lays a card down when a take is there</source>
        <translation>pose une carte alors qu’une prise est possible</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="200"/>
        <source>leaves a sweep of %1</source>
        <translation>laisse une rafle à %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="201"/>
        <source>leaves a table of one rank, swept by its pair</source>
        <translation>laisse une table d’un seul rang, raflée par sa paire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="202"/>
        <source>lays down a card that counts</source>
        <translation>pose une carte qui compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="203"/>
        <source>its pair is in your hand, to take it back</source>
        <translation>sa paire est dans votre main, pour la reprendre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="204"/>
        <source>a court card gives no sum away</source>
        <translation>une figure ne laisse aucune somme</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="205"/>
        <source>lays down a card that counts nothing</source>
        <translation>pose une carte qui ne compte rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="207"/>
        <source>names %1, which the next player lacks</source>
        <translation>annonce %1, qui manque au joueur suivant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="210"/>
        <source>names %1 (you hold %2 of them)</source>
        <translation>annonce %1 (vous en tenez %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="213"/>
        <source>stays in %1, which the next player lacks</source>
        <translation>reste à %1, qui manque au joueur suivant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="216"/>
        <source>keeps the eight for the last; plays from %1 (%2 left in hand)</source>
        <translation>garde le huit pour la fin&#xa0;; joue à %1 (%2 encore en main)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="221"/>
        <source>sheds a card that would cost %1 points</source>
        <translation>se défait d’une carte qui coûterait %1 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="224"/>
        <source>plays from %1 (%2 left in hand)</source>
        <translation>joue à %1 (%2 encore en main)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="77"/>
        <source>the turn-up</source>
        <translation>la retourne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="78"/>
        <source>the next card</source>
        <translation>la carte suivante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="79"/>
        <source>the best trump</source>
        <translation>le meilleur atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="80"/>
        <source>the cards face down</source>
        <translation>les cartes cachées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="81"/>
        <source>the card</source>
        <translation>la carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="87"/>
        <source>Turn the card</source>
        <translation>Retourner la carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="88"/>
        <source>Keep your cards</source>
        <translation>Garder vos cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="89"/>
        <source>Look at a card</source>
        <translation>Regarder une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="90"/>
        <source>Offer it for %1</source>
        <translation>La proposer pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="91"/>
        <source>Offer all your cards for %1</source>
        <translation>Proposer toutes vos cartes pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="92"/>
        <source>Buy at the asking price</source>
        <translation>Acheter au prix demandé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="93"/>
        <source>Bid %1</source>
        <translation>Offrir %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="94"/>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="95"/>
        <source>Accept the best bid</source>
        <translation>Accepter la meilleure offre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="96"/>
        <source>Ask %1 instead</source>
        <translation>Demander plutôt %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="109"/>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="138"/>
        <source>keeps %1: worth %2 counters to you</source>
        <translation>garde %1&#xa0;: vaut %2 jetons pour vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="110"/>
        <source>turns your next card</source>
        <translation>retourne votre carte suivante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="112"/>
        <source>turns your next card: worth %1 counters to you</source>
        <translation>retourne votre carte suivante&#xa0;: vaut %1 jetons pour vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="114"/>
        <source>keeps your cards</source>
        <translation>garde vos cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="116"/>
        <source>looking out of turn forfeits your chance of the pool (worth %1)</source>
        <translation>regarder hors de son tour fait perdre votre chance à la cagnotte (valant %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="119"/>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="132"/>
        <source>asks %1 for %2, worth %3 to you</source>
        <translation>demande %1 pour %2, qui vaut %3 pour vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="121"/>
        <source>you hold the best trump: your next card stays with you</source>
        <translation>vous tenez le meilleur atout&#xa0;: votre carte suivante reste chez vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="123"/>
        <source>%1 is worth only %2: nobody would pay a counter for it</source>
        <translation>%1 ne vaut que %2&#xa0;: personne n’en paierait un jeton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="126"/>
        <source>%1 costs %2 and is worth %3 to you</source>
        <translation>%1 coûte %2 et vaut %3 pour vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="129"/>
        <source>bids %1 for %2, worth %3 to you</source>
        <translation>offre %1 pour %2, qui vaut %3 pour vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="135"/>
        <source>sells %1 for %2; it is worth %3 to you</source>
        <translation>vend %1 pour %2&#xa0;; cela vaut %3 pour vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="141"/>
        <source>%1 is worth %2 to you: %3 is too dear</source>
        <translation>%1 vaut %2 pour vous&#xa0;: %3, c’est trop cher</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="209"/>
        <location filename="../hoyle_desktop/ai/coach/texts.py" line="28"/>
        <source>%1.%2</source>
        <translation>%1,%2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="156"/>
        <source>Rob, putting out the %1</source>
        <translation>Voler en écartant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="158"/>
        <source>Claim %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="160"/>
        <source>Beg</source>
        <translation>Mendier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="161"/>
        <source>Stand</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="162"/>
        <source>Give one</source>
        <translation>En donner un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="163"/>
        <source>Run the cards</source>
        <translation>Redonner les cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="164"/>
        <source>Do not rob</source>
        <translation>Ne pas voler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="165"/>
        <source>Play on for a jink</source>
        <translation>Continuer pour un jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="166"/>
        <source>Take the pool now</source>
        <translation>Prendre la cagnotte maintenant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="167"/>
        <source>Ask to five it</source>
        <translation>Demander de «&#xa0;fiver&#xa0;»</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="168"/>
        <source>Keep the trump</source>
        <translation>Garder l’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="169"/>
        <source>Five it</source>
        <translation>Fiver</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="170"/>
        <source>Refuse to five it</source>
        <translation>Refuser de fiver</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="181"/>
        <source>leads the Jack of trumps: a point to whoever takes it</source>
        <translation>entame le valet d’atout&#xa0;: un point pour qui le prend</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="182"/>
        <source>leads a trump</source>
        <translation>entame atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="184"/>
        <source>leads a card that counts %1 for Game</source>
        <translation>entame une carte qui compte %1 pour le Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="186"/>
        <source>leads your strongest card</source>
        <translation>entame votre carte la plus forte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="187"/>
        <source>leads a plain card that counts nothing</source>
        <translation>entame une carte sans atout qui ne compte rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="188"/>
        <source>leads a plain card, keeping your trumps</source>
        <translation>entame une carte sans atout et garde vos atouts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="189"/>
        <source>your partner is winning: give him a card that counts</source>
        <translation>votre partenaire gagne le pli&#xa0;: donnez-lui une carte qui compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="190"/>
        <source>your partner is winning the trick</source>
        <translation>votre partenaire gagne le pli</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="192"/>
        <source>wins the trick so far, with %1 for Game in it</source>
        <translation>gagne le pli pour l’instant, avec %1 pour le Jeu dedans</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="194"/>
        <source>wins the trick so far</source>
        <translation>gagne le pli pour l’instant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="197"/>
        <source>trumps the trick, with %1 for Game in it</source>
        <translation>coupe le pli, avec %1 pour le Jeu dedans</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="199"/>
        <source>trumps the trick</source>
        <translation>coupe le pli</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="201"/>
        <source>wins the trick so far: another player needs only one more trick</source>
        <translation>gagne le pli pour l’instant&#xa0;: un autre joueur n’a besoin que d’un pli de plus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="204"/>
        <source>wins the trick and the Jack of trumps in it</source>
        <translation>gagne le pli et le valet d’atout qu’il contient</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="205"/>
        <source>trumps the trick and takes the Jack of trumps</source>
        <translation>coupe le pli et prend le valet d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="206"/>
        <source>gives the Jack of trumps to the trick&apos;s winner</source>
        <translation>donne le valet d’atout au gagnant du pli</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="208"/>
        <source>cannot win the trick, and gives away %1 for Game</source>
        <translation>ne peut gagner le pli, et cède %1 pour le Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="210"/>
        <source>cannot win the trick: keeps your better cards</source>
        <translation>ne peut gagner le pli&#xa0;: garde vos meilleures cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="212"/>
        <source>plays the hand on this trump (trumps in hand: %1, above the ten: %2)</source>
        <translation>joue la donne sur cet atout (atouts en main&#xa0;: %1, au-dessus du dix&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="217"/>
        <source>asks the dealer for a point or a new trump (trumps in hand: %1, above the ten: %2)</source>
        <translation>demande au donneur un point ou un nouvel atout (atouts en main&#xa0;: %1, au-dessus du dix&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="224"/>
        <source>gives the elder hand a point to keep this trump (trumps in hand: %1)</source>
        <translation>donne un point au premier en main pour garder cet atout (atouts en main&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="227"/>
        <source>deals three more cards each and turns a new trump</source>
        <translation>donne trois cartes de plus à chacun et retourne un nouvel atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="228"/>
        <source>the true count: %1</source>
        <translation>le compte exact&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="229"/>
        <source>a miscount loses points</source>
        <translation>une erreur de compte fait perdre des points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="231"/>
        <source>robs: the ace of trumps must rob (putting out the %1)</source>
        <translation>vole&#xa0;: l’as d’atout doit voler (écarte&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="233"/>
        <source>takes the turn-up, putting out the %1</source>
        <translation>prend la retourne et écarte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="234"/>
        <source>declining to rob forfeits your part in the hand</source>
        <translation>refuser de voler vous fait perdre votre part de la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="235"/>
        <source>keeps your cards as dealt</source>
        <translation>garde vos cartes telles que données</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="236"/>
        <source>takes the pool of %1 now</source>
        <translation>prend maintenant la cagnotte de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="237"/>
        <source>plays on to win every trick: more if you do, the pool lost if not</source>
        <translation>continue pour gagner tous les plis&#xa0;: davantage si vous y parvenez, la cagnotte perdue sinon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="240"/>
        <source>plays on this trump</source>
        <translation>joue sur cet atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="241"/>
        <source>asks the dealer for a new trump</source>
        <translation>demande au donneur un nouvel atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="242"/>
        <source>turns up a new trump</source>
        <translation>retourne un nouvel atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="243"/>
        <source>keeps this trump</source>
        <translation>garde cet atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="61"/>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="62"/>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="46"/>
        <source>stand</source>
        <translation>rester</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="63"/>
        <source>take a card</source>
        <translation>prendre une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="64"/>
        <source>double</source>
        <translation>doubler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="65"/>
        <source>do not double</source>
        <translation>ne pas doubler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="66"/>
        <source>keep the deal</source>
        <translation>garder la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="67"/>
        <source>buy the deal</source>
        <translation>acheter la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="68"/>
        <source>refuse the deal</source>
        <translation>refuser la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="69"/>
        <source>sell the deal for %1</source>
        <translation>vendre la donne pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="70"/>
        <source>stake %1</source>
        <translation>miser %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="72"/>
        <source>divide, staking %1 on the new hand</source>
        <translation>séparer en misant %1 sur la nouvelle main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="74"/>
        <source>divide</source>
        <translation>séparer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="76"/>
        <source>put up a bank of %1</source>
        <translation>faire une banque de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="77"/>
        <source>keep the bank</source>
        <translation>garder la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="78"/>
        <source>pass the bank on</source>
        <translation>passer la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="79"/>
        <source>take the bank</source>
        <translation>prendre la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="80"/>
        <source>decline the bank</source>
        <translation>refuser la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="81"/>
        <source>go banco</source>
        <translation>faire banco</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="82"/>
        <source>do not go banco</source>
        <translation>ne pas faire banco</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="83"/>
        <source>cut %1 cards</source>
        <translation>couper %1 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="84"/>
        <source>reject packet %1</source>
        <translation>rejeter le paquet %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="98"/>
        <source>your first card, %1, is worth %2 a counter staked</source>
        <translation>votre première carte, %1, vaut %2 par jeton misé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="101"/>
        <source>with %1 as the first card the bank gains %2 on every counter staked</source>
        <translation>avec %1 en première carte, la banque gagne %2 par jeton misé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="106"/>
        <source>standing on %1: the dealer goes over %2% of the time</source>
        <translation>rester à %1 : le donneur dépasse %2 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="109"/>
        <source>drawing to %1: one card puts you over %2% of the time</source>
        <translation>tirer à %1 : une carte vous fait dépasser %2 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="112"/>
        <source>each new hand on %1 is worth %2 a counter staked</source>
        <translation>chaque nouvelle main sur %1 vaut %2 par jeton misé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="117"/>
        <source>standing on %1 against the hands that stand</source>
        <translation>rester à %1 contre les mains qui restent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="120"/>
        <source>the deal is worth about %1 counters to you</source>
        <translation>la donne vous vaut environ %1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="123"/>
        <source>the lowest price above the deal&apos;s worth (about %1 counters)</source>
        <translation>le prix le plus bas au-dessus de la valeur de la donne (environ %1 jetons)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="125"/>
        <source>a dearer price is refused more often: you keep the deal</source>
        <translation>un prix plus élevé est plus souvent refusé : vous gardez la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="127"/>
        <source>less than the deal is worth (about %1 counters)</source>
        <translation>moins que ne vaut la donne (environ %1 jetons)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="131"/>
        <source>the bank wins %1% of every counter staked against it</source>
        <translation>la banque gagne %1 % de chaque jeton misé contre elle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="134"/>
        <source>a punter loses %1% of every counter staked</source>
        <translation>un ponte perd %1 % de chaque jeton misé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="136"/>
        <source>sits this coup out; the Expert plays the least stake</source>
        <translation>ne joue pas ce coup ; l’Expert mise le moins possible</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="137"/>
        <source>the rule at %1: no choice</source>
        <translation>la règle à %1 : pas de choix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="138"/>
        <source>a false draw: fined, or liable for the tableau&apos;s losses</source>
        <translation>un faux tirage : une amende, ou les pertes du tableau à votre charge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="140"/>
        <source>at five with these two cards, worth %1 a counter against the banker&apos;s best play</source>
        <translation>à cinq avec ces deux cartes, vaut %1 par jeton contre le meilleur jeu du banquier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="146"/>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="149"/>
        <source>worth %1 a counter against the punters&apos; best play</source>
        <translation>vaut %1 par jeton contre le meilleur jeu des pontes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="152"/>
        <source>drawing and standing are worth the same here: the best play draws %1% of the time</source>
        <translation>tirer et rester valent autant ici : le meilleur jeu tire %1 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="158"/>
        <source>drawing gains %1 counters on both tableaux&apos; stakes</source>
        <translation>tirer gagne %1 jetons sur les mises des deux tableaux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="160"/>
        <source>standing, against both tableaux</source>
        <translation>rester, contre les deux tableaux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="163"/>
        <source>the bank wins %1% of every counter staked</source>
        <translation>la banque gagne %1 % de chaque jeton misé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="165"/>
        <source>no cut or packet changes your chances</source>
        <translation>aucune coupe ni aucun paquet ne change vos chances</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="41"/>
        <source>claim a row</source>
        <translation>annoncer une ligne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="42"/>
        <source>claim two rows</source>
        <translation>annoncer deux lignes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="43"/>
        <source>claim the whole card</source>
        <translation>annoncer le carton entier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="46"/>
        <source>cover %1</source>
        <translation>couvrir le %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="48"/>
        <source>ready for the next number</source>
        <translation>prêt pour le numéro suivant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="50"/>
        <source>exchange card %1 for card %2 laid aside</source>
        <translation>échanger le carton %1 contre le carton %2 mis de côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="52"/>
        <source>offer card %1 for another player&apos;s card %2</source>
        <translation>offrir le carton %1 contre le carton %2 d’un autre joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="54"/>
        <source>take card %1 as well</source>
        <translation>prendre aussi le carton %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="56"/>
        <source>throw up card %1</source>
        <translation>rendre le carton %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="58"/>
        <source>accept the offer</source>
        <translation>accepter l’offre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="59"/>
        <source>decline the offer</source>
        <translation>refuser l’offre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="60"/>
        <source>keep your cards</source>
        <translation>garder vos cartons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="61"/>
        <source>draw</source>
        <translation>tirer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="72"/>
        <source>the prize: %1 counters</source>
        <translation>le prix : %1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="73"/>
        <source>cover it now, or you are too late for the race</source>
        <translation>couvrez-le maintenant, sinon vous arrivez trop tard dans la course</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="74"/>
        <source>nothing to cover</source>
        <translation>rien à couvrir</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="75"/>
        <source>leaves a called number uncovered</source>
        <translation>laisse un numéro appelé non couvert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="77"/>
        <source>a card&apos;s share of the pool and table is %1 counters; it costs %2</source>
        <translation>la part d’un carton dans la cagnotte et la table est de %1 jetons ; il coûte %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="82"/>
        <source>gives up the card&apos;s share, %1 counters</source>
        <translation>abandonne la part du carton, %1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="85"/>
        <source>every card is worth the same; your cards then carry %1 different numbers (now %2)</source>
        <translation>chaque carton vaut autant ; vos cartons portent alors %1 numéros différents (%2 maintenant)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="91"/>
        <source>every card is worth the same</source>
        <translation>chaque carton vaut autant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="45"/>
        <source>play the Pope in lieu of the missing card</source>
        <translation>jouer le Pape à la place de la carte manquante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="47"/>
        <source>play %1 with Spin beside it</source>
        <translation>jouer %1 avec Spin à côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="51"/>
        <source>play Spin alone</source>
        <translation>jouer Spin seul</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="54"/>
        <source>declare Matrimony</source>
        <translation>annoncer Mariage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="55"/>
        <source>declare Intrigue</source>
        <translation>annoncer Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="57"/>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="50"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="68"/>
        <source>goes out: the run plays the rest of your hand</source>
        <translation>sort : la suite joue le reste de votre main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="71"/>
        <source>sheds %1 of your cards and wins about %2 counters on the way</source>
        <translation>se défait de %1 de vos cartes et gagne environ %2 jetons en chemin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="77"/>
        <source>only your own lead can play this card; the lead comes back %1% of the time</source>
        <translation>seule votre propre entame peut jouer cette carte ; la main vous revient %1 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="82"/>
        <source>sheds %1 of your cards and keeps your stop, %2, to win the lead back</source>
        <translation>se défait de %1 de vos cartes et garde votre arrêt, %2, pour reprendre la main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="88"/>
        <source>sheds %1 of your cards; the lead comes back %2% of the time</source>
        <translation>se défait de %1 de vos cartes ; la main vous revient %2 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="94"/>
        <source>keep Spin while you hold more than %1 cards: beside a card it stops a run</source>
        <translation>gardez Spin tant que vous avez plus de %1 cartes : à côté d’une carte, il arrête une suite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="98"/>
        <source>collects %1 counters and you lead again</source>
        <translation>encaisse %1 jetons et vous entamez de nouveau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="100"/>
        <source>stops the run and collects %1 counters</source>
        <translation>arrête la suite et encaisse %1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="102"/>
        <source>follows without taking Spin&apos;s stake</source>
        <translation>continue sans encaisser la mise de Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="105"/>
        <source>takes the %1 counters staked on it, and you still lead</source>
        <translation>encaisse les %1 jetons misés dessus, et vous entamez quand même</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="108"/>
        <source>the Pope collects about %1 counters and stops the run</source>
        <translation>le Pape encaisse environ %1 jetons et arrête la suite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="110"/>
        <source>keeps the Pope in hand, unplayed</source>
        <translation>garde le Pape en main, sans le jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="113"/>
        <source>pairs the card: the player before pays %1</source>
        <translation>apparie la carte : le joueur précédent paie %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="115"/>
        <source>failing to pair is fined %1 counters</source>
        <translation>ne pas apparier coûte %1 jetons d’amende</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="117"/>
        <source>the next player pairs it %1% of the time</source>
        <translation>le joueur suivant l’apparie %1 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="120"/>
        <source>the next player pairs it %1% of the time: Snap and Snorum then fall on others</source>
        <translation>le joueur suivant l’apparie %1 % du temps : Snap et Snorum tombent alors sur d’autres</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="126"/>
        <source>safe: the next player cannot hold this rank</source>
        <translation>sûr : le joueur suivant ne peut pas avoir ce rang</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="129"/>
        <source>you hold another of this rank (Peel&apos;s advice); paired %1% of the time</source>
        <translation>vous avez une autre carte de ce rang (le conseil de Peel) ; appariée %1 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="134"/>
        <source>cards of this rank out already: %1; paired %2% of the time</source>
        <translation>cartes de ce rang déjà sorties : %1 ; appariée %2 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="47"/>
        <source>trade %1 with the stock</source>
        <translation>échanger %1 avec le talon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="48"/>
        <source>offer %1 to your neighbour</source>
        <translation>offrir %1 à votre voisin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="49"/>
        <source>give %1 in exchange</source>
        <translation>donner %1 en échange</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="51"/>
        <source>keep your hand</source>
        <translation>garder votre main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="53"/>
        <source>exchange %1 for %2 from the table</source>
        <translation>échanger %1 contre %2 de la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="55"/>
        <source>buy a horse</source>
        <translation>acheter un cheval</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="56"/>
        <source>buy no horse</source>
        <translation>ne pas acheter de cheval</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="57"/>
        <source>do not stand yet</source>
        <translation>ne pas encore rester</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="58"/>
        <source>sing with %1</source>
        <translation>chanter avec %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="59"/>
        <source>change no card</source>
        <translation>ne changer aucune carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="60"/>
        <source>hand on %1</source>
        <translation>passer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="61"/>
        <source>draw card %1</source>
        <translation>tirer la carte %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="64"/>
        <source>change %1 with the stock</source>
        <translation>changer %1 avec le talon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="75"/>
        <source>your hand is the best %1% of the time</source>
        <translation>votre main est la meilleure %1 % du temps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="78"/>
        <source>a new card in place of %1, for %2 counters</source>
        <translation>une nouvelle carte à la place de %1, pour %2 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="81"/>
        <source>a new card in place of %1</source>
        <translation>une nouvelle carte à la place de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="84"/>
        <source>your hand is then the best %1% of the time, counting what the table gives the others</source>
        <translation>votre main est alors la meilleure %1 % du temps, en comptant ce que la table donne aux autres</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="91"/>
        <source>your hand is then the best %1% and the worst %2% of the time</source>
        <translation>votre main est alors la meilleure %1 % du temps et la pire %2 %</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="95"/>
        <source>no better than standing: the others trade on longer</source>
        <translation>pas mieux que rester : les autres échangent plus longtemps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="96"/>
        <source>the turn passes on: stand or trade again next time round</source>
        <translation>le tour passe : rester ou échanger de nouveau au prochain tour</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="98"/>
        <source>a counter bought is worth about %1, its price %2</source>
        <translation>un jeton acheté vaut environ %1, son prix %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="100"/>
        <source>your bird sings: the hand wins</source>
        <translation>votre oiseau chante : la main gagne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="101"/>
        <source>the card is drawn blind: every choice is the same</source>
        <translation>la carte est tirée à l’aveugle : tous les choix se valent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="102"/>
        <source>cards still missing for the bird: %1</source>
        <translation>cartes qui manquent encore à l’oiseau : %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="104"/>
        <source>brings the hand %1 cards nearer to singing, on average</source>
        <translation>rapproche la main du chant de %1 cartes en moyenne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="107"/>
        <source>cards then missing for the bird: %1; the next card makes it sing %2% of the time</source>
        <translation>cartes qui manqueront à l’oiseau : %1 ; la carte suivante le fait chanter %2 % du temps</translation>
    </message>
</context>
<context>
    <name>Commerce</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="17"/>
        <source>a tricon</source>
        <translation>un tricon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="18"/>
        <source>a sequence</source>
        <translation>une séquence</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="19"/>
        <source>a flush</source>
        <translation>un flux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="20"/>
        <source>a pair</source>
        <translation>une paire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="21"/>
        <source>point</source>
        <translation>le point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="37"/>
        <source>%1 beats %2</source>
        <translation>%1 bat %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="42"/>
        <source>the higher tricon (%1)</source>
        <translation>le tricon le plus haut (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="45"/>
        <source>the higher sequence (to the %1)</source>
        <translation>la séquence la plus haute (%1 en tête)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="49"/>
        <source>the flush with the better point (%1)</source>
        <translation>le flux au meilleur point (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="52"/>
        <source>the higher pair (%1)</source>
        <translation>la paire la plus haute (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="55"/>
        <source>equal pairs: the higher third card (%1)</source>
        <translation>paires égales&#xa0;: la troisième carte la plus haute (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="58"/>
        <source>the higher point (%1)</source>
        <translation>le point le plus haut (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="60"/>
        <source>equal point: the first higher card (%1)</source>
        <translation>point égal&#xa0;: la première carte plus haute (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="63"/>
        <source>equal hands</source>
        <translation>mains égales</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="79"/>
        <source>Hand %1: %2 deals.</source>
        <translation>Donne %1&#xa0;: %2 distribue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="82"/>
        <source>On the table, face up: %1</source>
        <translation>Sur la table, face visible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="88"/>
        <source>You put the %1 under the pack and buy the %2.</source>
        <translation>Vous placez %1 sous le jeu et achetez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="95"/>
        <source>%1 buys a card from the dealer for ready money.</source>
        <translation>%1 achète une carte au donneur au comptant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="103"/>
        <source>%1 offers you a card in barter: give one of yours for it, or stand.</source>
        <translation>%1 vous offre une carte en troc&#xa0;: donnez-en une des vôtres en échange, ou restez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="110"/>
        <source>%1 offers %2 a card in barter.</source>
        <translation>%1 offre une carte en troc à %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="117"/>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="126"/>
        <source>You give %1 the %2 and receive the %3.</source>
        <translation>Vous donnez %2 à %1 et recevez %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="132"/>
        <source>%1 and %2 exchange a card.</source>
        <translation>%1 et %2 échangent une carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="135"/>
        <source>%1 stands rather than exchange.</source>
        <translation>%1 préfère rester plutôt qu’échanger.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="136"/>
        <source>%1 stands.</source>
        <translation>%1 reste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="140"/>
        <source>%1 passes and will exchange no more this hand.</source>
        <translation>%1 passe et n’échangera plus dans cette donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="147"/>
        <source>%1 lays the %2 on the table and takes the %3.</source>
        <translation>%1 pose %2 sur la table et prend %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="154"/>
        <source>%1 keeps the hand.</source>
        <translation>%1 garde sa main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="157"/>
        <source>Two have stood: each other player who has not passed may make one more exchange.</source>
        <translation>Deux joueurs sont restés&#xa0;: chaque autre joueur qui n’a pas passé peut faire un dernier échange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="166"/>
        <source>%1 has the worst hand and loses a counter (%2 left).</source>
        <translation>%1 a la plus mauvaise main et perd un jeton (il en reste %2).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="175"/>
        <source>%1 buys a horse.</source>
        <translation>%1 achète un cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="176"/>
        <source>%1 does not buy a horse.</source>
        <translation>%1 n’achète pas de cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="184"/>
        <source>Hand %1: you deal.</source>
        <translation>Donne %1&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="186"/>
        <source>You stand.</source>
        <translation>Vous restez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="188"/>
        <source>You offer %1 a card in barter.</source>
        <translation>Vous offrez une carte en troc à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="191"/>
        <source>You pass and will exchange no more this hand.</source>
        <translation>Vous passez et n’échangerez plus dans cette donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="193"/>
        <source>You keep your hand.</source>
        <translation>Vous gardez votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="195"/>
        <source>You lay the %1 on the table and take the %2.</source>
        <translation>Vous posez %1 sur la table et prenez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="198"/>
        <source>You have the worst hand and lose a counter (%1 left).</source>
        <translation>Vous avez la plus mauvaise main et perdez un jeton (il en reste %1).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="202"/>
        <source>You buy a horse.</source>
        <translation>Vous achetez un cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="203"/>
        <source>You do not buy a horse.</source>
        <translation>Vous n’achetez pas de cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="214"/>
        <source>You show %1: %2.</source>
        <translation>Vous montrez %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="219"/>
        <source>%1 shows %2: %3.</source>
        <translation>%1 montre %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="228"/>
        <source>You have the best hand: %1.</source>
        <translation>Vous avez la meilleure main&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="231"/>
        <source>%1 has the best hand: %2.</source>
        <translation>%1 a la meilleure main&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="236"/>
        <source>%1 tie for the best hand.</source>
        <translation>%1 sont à égalité pour la meilleure main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="250"/>
        <source>&amp;Stand</source>
        <translation>R&amp;ester</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="251"/>
        <source>&amp;Buy from the dealer</source>
        <translation>&amp;Acheter au donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="252"/>
        <source>Barter &amp;with your neighbour</source>
        <translation>Tro&amp;quer avec votre voisin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="253"/>
        <source>&amp;Give the chosen card</source>
        <translation>Do&amp;nner la carte choisie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="254"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="255"/>
        <source>E&amp;xchange with the table</source>
        <translation>Échanger avec la ta&amp;ble</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="256"/>
        <source>&amp;Keep your cards</source>
        <translation>&amp;Garder vos cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="257"/>
        <source>Buy a h&amp;orse</source>
        <translation>Acheter un c&amp;heval</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="258"/>
        <source>&amp;No horse</source>
        <translation>&amp;Pas de cheval</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="259"/>
        <source>Let the turn pass &amp;on</source>
        <translation>Laisser &amp;passer le tour</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="266"/>
        <source>You are out of counters. Buy a horse (one counter back) or stand out?</source>
        <translation>Vous n’avez plus de jetons. Acheter un cheval (un jeton de plus) ou rester dehors&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="271"/>
        <source>%1 offers you a card. Choose one of yours to give for it, or stand.</source>
        <translation>%1 vous offre une carte. Choisissez une des vôtres à donner en échange, ou restez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="277"/>
        <source>You have traded: stand on this hand now, or let the turn pass on.</source>
        <translation>Vous avez commercé&#xa0;: restez maintenant sur cette main, ou laissez passer le tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="281"/>
        <source>Two have stood: make one last exchange with the table, or keep your cards.</source>
        <translation>Deux joueurs sont restés&#xa0;: faites un dernier échange avec la table, ou gardez vos cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="285"/>
        <source>The trading has gone round long enough: stand.</source>
        <translation>Le commerce a fait assez de tours&#xa0;: restez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="287"/>
        <source>Your turn: stand, buy a card from the dealer, or barter one with your neighbour.</source>
        <translation>À vous&#xa0;: restez, achetez une carte au donneur, ou troquez-en une avec votre voisin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="290"/>
        <source>Your turn: stand, pass, or exchange one of your cards with one on the table.</source>
        <translation>À vous&#xa0;: restez, passez, ou échangez une de vos cartes contre une de la table.</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/counter_words.py" line="11"/>
        <source>%1 counter</source>
        <translation>%1 jeton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/counter_words.py" line="12"/>
        <source>%1 counters</source>
        <translation>%1 jetons</translation>
    </message>
</context>
<context>
    <name>CrazyEights</name>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="17"/>
        <source>Your turn. An eight was turned up: play any card; its suit is the one to follow.</source>
        <translation>À vous. Un huit a été retourné&#xa0;: jouez n&apos;importe quelle carte&#xa0;; sa couleur sera celle à fournir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="21"/>
        <source>Your turn. Play a card of %1 (the suit named) or an eight.</source>
        <translation>À vous. Jouez une carte de %1 (la couleur annoncée) ou un huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="25"/>
        <source>Your turn. Play a card of %1 or a %2, or an eight.</source>
        <translation>À vous. Jouez une carte de %1 ou un %2, ou un huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="32"/>
        <source>You cannot play: draw a card from the stock (click the stock or press D).</source>
        <translation>Vous ne pouvez pas jouer&#xa0;: piochez une carte (cliquez sur la pioche ou appuyez sur D).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="38"/>
        <source>You cannot play and there is nothing to draw: pass.</source>
        <translation>Vous ne pouvez ni jouer ni piocher&#xa0;: passez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="42"/>
        <source>Name the suit to follow after your %1.</source>
        <translation>Annoncez la couleur à fournir après votre %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="48"/>
        <source>&amp;Draw a card</source>
        <translation>&amp;Piocher une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="52"/>
        <source>&amp;Pass</source>
        <translation>P&amp;asser</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="56"/>
        <source>Name %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="61"/>
        <source>That card does not match: play the same suit or rank as the top card, or an eight.</source>
        <translation>Cette carte ne correspond pas&#xa0;: jouez la même couleur ou le même rang que la carte du dessus, ou un huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="65"/>
        <source>Name a suit for your eight.</source>
        <translation>Annoncez une couleur pour votre huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="66"/>
        <source>You can play a card, so you may not draw.</source>
        <translation>Vous pouvez jouer une carte&#xa0;: vous ne pouvez donc pas piocher.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="67"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="68"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Veuillez patienter&#xa0;: ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="69"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="73"/>
        <source>%1 to follow</source>
        <translation>%1 à fournir</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="79"/>
        <source>An eight turned up: any suit</source>
        <translation>Un huit retourné&#xa0;: toute couleur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="84"/>
        <source>You play %2.</source>
        <translation>Vous jouez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="86"/>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="93"/>
        <source>You play %2 and name %3.</source>
        <translation>Vous jouez %2 et annoncez %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="95"/>
        <source>%1 plays %2 and names %3.</source>
        <translation>%1 joue %2 et annonce %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="102"/>
        <source>You draw %1.</source>
        <translation>Vous piochez %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="103"/>
        <source>%1 draws a card.</source>
        <translation>%1 pioche une carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="108"/>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="110"/>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="115"/>
        <source>The stock is empty: the discards are shuffled into a new stock.</source>
        <translation>La pioche est vide&#xa0;: la défausse est mélangée pour faire une nouvelle pioche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="122"/>
        <source>The starter is %1.</source>
        <translation>La carte retournée est %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="127"/>
        <source>Deal %1; dealer: %2.</source>
        <translation>Donne %1&#xa0;; donneur&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="135"/>
        <source>You are out of cards and win the deal.</source>
        <translation>Vous n&apos;avez plus de cartes et gagnez la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="136"/>
        <source>%1 is out of cards and wins the deal.</source>
        <translation>%1 n&apos;a plus de cartes et gagne la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="143"/>
        <source>Nobody can play or draw: you hold the lowest count and win the deal.</source>
        <translation>Personne ne peut jouer ni piocher&#xa0;: vous avez le plus petit total en main et gagnez la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="146"/>
        <source>Nobody can play or draw: %1 holds the lowest count and wins the deal.</source>
        <translation>Personne ne peut jouer ni piocher&#xa0;: %1 a le plus petit total en main et gagne la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="155"/>
        <source>You hold %2: %n point.</source>
        <translation>Vous avez %2&#xa0;: %n point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="157"/>
        <source>You hold %2: %n points.</source>
        <translation>Vous avez %2&#xa0;: %n points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="161"/>
        <source>%1 holds %2: %n point.</source>
        <translation>%1 a %2&#xa0;: %n point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="163"/>
        <source>%1 holds %2: %n points.</source>
        <translation>%1 a %2&#xa0;: %n points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="173"/>
        <source>You are charged %n penalty point.</source>
        <translation>Vous recevez %n point de pénalité.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="175"/>
        <source>You are charged %n penalty points.</source>
        <translation>Vous recevez %n points de pénalité.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="179"/>
        <source>%1 is charged %n penalty point.</source>
        <translation>%1 reçoit %n point de pénalité.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="181"/>
        <source>%1 is charged %n penalty points.</source>
        <translation>%1 reçoit %n points de pénalité.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="188"/>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="190"/>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="194"/>
        <source>You score %n point for the cards left.</source>
        <translation>Vous marquez %n point pour les cartes restantes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="196"/>
        <source>You score %n points for the cards left.</source>
        <translation>Vous marquez %n points pour les cartes restantes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="200"/>
        <source>%1 scores %n point for the cards left.</source>
        <translation>%1 marque %n point pour les cartes restantes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="202"/>
        <source>%1 scores %n points for the cards left.</source>
        <translation>%1 marque %n points pour les cartes restantes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="210"/>
        <source>Out!</source>
        <translation>Fini&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="214"/>
        <source>Pass</source>
        <translation>Je passe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="218"/>
        <source>Draw</source>
        <translation>Je pioche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="223"/>
        <source>%n card</source>
        <translation>%n carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="225"/>
        <source>%n cards</source>
        <translation>%n cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="229"/>
        <source>%n point</source>
        <translation>%n point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="231"/>
        <source>%n points</source>
        <translation>%n points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="238"/>
        <source>Stock: %n card</source>
        <translation>Pioche&#xa0;: %n carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="240"/>
        <source>Stock: %n cards</source>
        <translation>Pioche&#xa0;: %n cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="247"/>
        <source>Penalty points; the game ends at %1, the lowest total wins.</source>
        <translation>Points de pénalité&#xa0;; la partie finit à %1, le plus petit total gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="251"/>
        <source>The player out scores the cards left; first to %1 wins.</source>
        <translation>Le joueur qui finit marque les cartes restantes&#xa0;; le premier à %1 gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="259"/>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="261"/>
        <source>You lose.</source>
        <translation>Vous perdez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="266"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Cribbage</name>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="24"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="25"/>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="26"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="27"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="28"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="29"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="30"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="31"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="32"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="33"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="34"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="35"/>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="36"/>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="37"/>
        <source>thirteen</source>
        <translation>treize</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="38"/>
        <source>fourteen</source>
        <translation>quatorze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="39"/>
        <source>fifteen</source>
        <translation>quinze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="40"/>
        <source>sixteen</source>
        <translation>seize</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="41"/>
        <source>seventeen</source>
        <translation>dix-sept</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="42"/>
        <source>eighteen</source>
        <translation>dix-huit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="43"/>
        <source>nineteen</source>
        <translation>dix-neuf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="44"/>
        <source>twenty</source>
        <translation>vingt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="45"/>
        <source>twenty-one</source>
        <translation>vingt et un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="46"/>
        <source>twenty-two</source>
        <translation>vingt-deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="47"/>
        <source>twenty-three</source>
        <translation>vingt-trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="48"/>
        <source>twenty-four</source>
        <translation>vingt-quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="49"/>
        <source>twenty-five</source>
        <translation>vingt-cinq</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="50"/>
        <source>twenty-six</source>
        <translation>vingt-six</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="51"/>
        <source>twenty-seven</source>
        <translation>vingt-sept</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="52"/>
        <source>twenty-eight</source>
        <translation>vingt-huit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="53"/>
        <source>twenty-nine</source>
        <translation>vingt-neuf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="62"/>
        <source>Fifteen for %1</source>
        <translation>Quinze pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="63"/>
        <source>Thirty-one for %1</source>
        <translation>Trente et un pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="64"/>
        <source>A pair for %1</source>
        <translation>Une paire pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="65"/>
        <source>Pair royal for %1</source>
        <translation>Brelan pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="66"/>
        <source>Double pair royal for %1</source>
        <translation>Carré pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="67"/>
        <source>A run of %1</source>
        <translation>Une suite de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="68"/>
        <source>One for the go</source>
        <translation>Un pour le go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="69"/>
        <source>One for last card</source>
        <translation>Un pour la dernière carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="70"/>
        <source>Two for his heels</source>
        <translation>Deux pour les talons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="71"/>
        <source>Three for last</source>
        <translation>Trois pour le dernier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="72"/>
        <source>Muggins! %1 taken</source>
        <translation>Muggins&#xa0;! %1 de pris</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="73"/>
        <source>Claimed %1</source>
        <translation>Annoncé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="75"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="82"/>
        <source>fifteen %1</source>
        <translation>quinze %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="83"/>
        <source>a pair is %1</source>
        <translation>une paire fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="84"/>
        <source>a pair royal is %1</source>
        <translation>un brelan fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="85"/>
        <source>a double pair royal is %1</source>
        <translation>un carré fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="86"/>
        <source>a run of %2 is %1</source>
        <translation>une suite de %2 fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="87"/>
        <source>a flush of %2 is %1</source>
        <translation>une couleur de %2 fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="88"/>
        <source>one for his nob is %1</source>
        <translation>un pour le nob fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="91"/>
        <source>%2 more is %1</source>
        <translation>%2 de plus fait %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="99"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="100"/>
        <source>That card would take the count past thirty-one.</source>
        <translation>Avec cette carte, le compte dépasserait trente et un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="101"/>
        <source>You can still play a card without passing thirty-one, so you must play.</source>
        <translation>Vous pouvez encore jouer une carte sans dépasser trente et un&#xa0;: vous devez donc jouer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="104"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="105"/>
        <source>Choose the right number of cards for the crib.</source>
        <translation>Choisissez le bon nombre de cartes pour le crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="108"/>
        <source>Lay out your cards for the crib first.</source>
        <translation>Mettez d’abord vos cartes au crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="109"/>
        <source>Enter the total you count.</source>
        <translation>Saisissez le total que vous comptez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="110"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="111"/>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="116"/>
        <source>won</source>
        <translation>victoire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="117"/>
        <source>lost</source>
        <translation>défaite simple</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="118"/>
        <source>lurched</source>
        <translation>en lurch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="119"/>
        <source>skunked</source>
        <translation>capot</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="120"/>
        <source>double skunked</source>
        <translation>double capot</translation>
    </message>
</context>
<context>
    <name>CribbageBoard</name>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="89"/>
        <source>Cribbage board</source>
        <translation>Planche de cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="110"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="110"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="246"/>
        <source>{name} {score}</source>
        <translation>{name}&#xa0;: {score}</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="297"/>
        <source>lap {lap}/{laps}</source>
        <translation>tour {lap}/{laps}</translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="82"/>
        <source>A computer player failed: %1</source>
        <translation>Erreur d’un joueur ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="90"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="92"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="95"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="90"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="92"/>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="92"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="92"/>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="95"/>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="102"/>
        <source>Your side</source>
        <translation>Votre équipe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="102"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="122"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="129"/>
        <source>&amp;Lay out to the crib</source>
        <translation>&amp;Mettre au crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="131"/>
        <source>Say &amp;Go</source>
        <translation>Dire &amp;go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="135"/>
        <source>Your count</source>
        <translation>Votre compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="136"/>
        <source>&amp;Claim</source>
        <translation>&amp;Annoncer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="144"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="168"/>
        <source>Score history</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="145"/>
        <source>C&amp;ontinue to the next deal</source>
        <translation>C&amp;ontinuer à la donne suivante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="146"/>
        <source>The show stays on the table until you continue (Space)</source>
        <translation>Le décompte reste sur la table jusqu’à ce que vous continuiez (Espace)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="149"/>
        <source>&amp;Play again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="166"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="192"/>
        <source>crib: %1</source>
        <translation>crib&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="251"/>
        <source>Look over the show; continue when you are ready.</source>
        <translation>Regardez le décompte&#xa0;; continuez quand vous êtes prêt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="269"/>
        <source>Cut for deal: %1, %2</source>
        <translation>Coupe pour la donne&#xa0;: %1, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="273"/>
        <source>First dealer: %1</source>
        <translation>Premier donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="277"/>
        <source>Crib: %1</source>
        <translation>Crib&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="279"/>
        <source>Deal %1, dealer: %2</source>
        <translation>Donne %1, donneur&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="284"/>
        <source>%1: Go</source>
        <translation>%1&#xa0;: go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="284"/>
        <source>You: Go</source>
        <translation>Vous&#xa0;: go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="286"/>
        <source>%1 says Go</source>
        <translation>%1&#xa0;: go&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="286"/>
        <source>You say Go</source>
        <translation>Vous dites go</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="295"/>
        <source>%1 counts %n</source>
        <translation>
            <numerusform>%1 compte %n point</numerusform>
            <numerusform>%1 compte %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="297"/>
        <source>%1: count it and claim the total</source>
        <translation>%1&#xa0;: comptez et annoncez le total</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="300"/>
        <source>You claim %1</source>
        <translation>Vous annoncez %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="302"/>
        <source>%1 claims %2</source>
        <translation>%1&#xa0;: annonce %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="307"/>
        <source>You missed %n point(s)</source>
        <translation>
            <numerusform>Vous avez oublié %n point</numerusform>
            <numerusform>Vous avez oublié %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="309"/>
        <source>%1 missed %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point oublié</numerusform>
            <numerusform>%1&#xa0;: %n points oubliés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="341"/>
        <source>%1 (score %2)</source>
        <comment>a score line and the side&apos;s new score on the board</comment>
        <translation>%1 (score %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="540"/>
        <source>You win by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>Vous gagnez de %n point, %1 à %2.</numerusform>
            <numerusform>Vous gagnez de %n points, %1 à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="542"/>
        <source>Your side wins by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>Votre camp gagne de %n point, %1 à %2.</numerusform>
            <numerusform>Votre camp gagne de %n points, %1 à %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="544"/>
        <source>%3 wins by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>%3 gagne de %n point, %1 à %2.</numerusform>
            <numerusform>%3 gagne de %n points, %1 à %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="554"/>
        <source>You are %1 (%2 points): it counts extra.</source>
        <translation>Vous êtes %1 (%2 points)&#xa0;: cela compte en plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="556"/>
        <source>%3 is %1 (%2 points): it counts extra.</source>
        <translation>%3 est %1 (%2 points)&#xa0;: cela compte en plus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="561"/>
        <source>You gain %n stake(s).</source>
        <translation>
            <numerusform>Vous gagnez %n mise.</numerusform>
            <numerusform>Vous gagnez %n mises.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="563"/>
        <source>You lose %n stake(s).</source>
        <translation>
            <numerusform>Vous perdez %n mise.</numerusform>
            <numerusform>Vous perdez %n mises.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="311"/>
        <source>Counted down to %1</source>
        <translation>Compte ramené à %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="313"/>
        <source>The start: %1</source>
        <translation>Carte de départ&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="324"/>
        <source>Your crib</source>
        <translation>Votre crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="324"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="326"/>
        <source>%1&apos;s crib</source>
        <translation>Crib&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="326"/>
        <source>%1&apos;s hand</source>
        <translation>Main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="340"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="373"/>
        <source>Game resumed</source>
        <translation>Partie reprise</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="396"/>
        <source>Choose %n card(s) for the crib, then lay out.</source>
        <translation>
            <numerusform>Choisissez une carte pour le crib, puis validez.</numerusform>
            <numerusform>Choisissez %n cartes pour le crib, puis validez.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="400"/>
        <source>Your turn: play a card (the count is %1).</source>
        <translation>À vous&#xa0;: jouez une carte (le compte est à %1).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="403"/>
        <source>the crib</source>
        <translation>le crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="403"/>
        <source>your hand</source>
        <translation>votre main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="404"/>
        <source>Count %1 and claim the total.</source>
        <translation>Comptez %1 et annoncez le total.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="406"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="416"/>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="429"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="474"/>
        <source>Your lay-out was the best one (%1 points expected).</source>
        <translation>Votre écart était le meilleur (%1 points espérés).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="478"/>
        <source>Your lay-out: %1 points expected; laying out %2 was worth %3.</source>
        <translation>Votre écart&#xa0;: %1 points espérés&#xa0;; mettre %2 au crib valait %3.</translation>
    </message>
</context>
<context>
    <name>FileWarnings</name>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="25"/>
        <source>The statistics file %1 was damaged; it was kept, unchanged, as %2. The figures that could be read carry on.</source>
        <translation>Le fichier de statistiques %1 était endommagé&#xa0;; il a été conservé tel quel sous %2. Les chiffres qui ont pu être lus continuent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="31"/>
        <source>The statistics file %1 could not be read; it was kept, unchanged, as %2. The figures start again from nothing.</source>
        <translation>Le fichier de statistiques %1 n’a pas pu être lu&#xa0;; il a été conservé tel quel sous %2. Les chiffres repartent de zéro.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="37"/>
        <source>The statistics file %1 is damaged and could not be moved aside.</source>
        <translation>Le fichier de statistiques %1 est endommagé et n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="43"/>
        <source>Statistics damaged</source>
        <translation>Statistiques endommagées</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="296"/>
        <source>Game chooser</source>
        <translation>Choix du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="303"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="307"/>
        <source>The round games of Peel and the classics of Hoyle. Click Play on a game, double-click it or press Enter to play.</source>
        <translation>Les jeux de société de Peel et les classiques de Hoyle. Cliquez sur «&#xa0;Jouer&#xa0;» sur un jeu, double-cliquez dessus ou appuyez sur Entrée pour jouer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="333"/>
        <source>More games below ▾</source>
        <translation>D’autres jeux plus bas ▾</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="110"/>
        <location filename="../hoyle_desktop/ui/chooser.py" line="242"/>
        <source>Coming soon</source>
        <translation>Bientôt disponible</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="112"/>
        <source>A game is saved</source>
        <translation>Une partie est enregistrée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="122"/>
        <source>A game is saved: click Resume, double-click or press Enter to carry on</source>
        <translation>Une partie est enregistrée&#xa0;: cliquez sur «&#xa0;Reprendre&#xa0;», double-cliquez ou appuyez sur Entrée pour continuer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="124"/>
        <source>Click Play, double-click or press Enter to play</source>
        <translation>Cliquez sur «&#xa0;Jouer&#xa0;», double-cliquez ou appuyez sur Entrée pour jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="243"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="243"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="57"/>
        <source>scoring game</source>
        <translation>jeu à points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="58"/>
        <source>game for counters</source>
        <translation>jeu à jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="59"/>
        <source>banking game</source>
        <translation>jeu de banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="60"/>
        <source>trading game</source>
        <translation>jeu d’échange</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="61"/>
        <source>trick-taking game</source>
        <translation>jeu de plis</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="62"/>
        <source>lottery game</source>
        <translation>jeu de loterie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="69"/>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="71"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 joueurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="11"/>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="12"/>
        <source>Hoyle&apos;s Games Modernized; Encyclopaedia Britannica (9th ed.); The Book of Card Games</source>
        <translation>Hoyle’s Games Modernized&#xa0;; Encyclopaedia Britannica (9e éd.)&#xa0;; The Book of Card Games</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="13"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="14"/>
        <source>Round Games with Cards (W. H. Peel)</source>
        <translation>Round Games with Cards (W. H. Peel)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="15"/>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="16"/>
        <source>Newmarket</source>
        <translation>Newmarket</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="17"/>
        <source>Jig</source>
        <translation>Jig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="19"/>
        <source>Snip-Snap-Snorum</source>
        <translation>Snip-Snap-Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="20"/>
        <source>Vingt-un</source>
        <translation>Vingt-un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="21"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="22"/>
        <source>Speculation</source>
        <translation>Spéculation</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="27"/>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="23"/>
        <source>My Bird Sings</source>
        <translation>My Bird Sings</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="24"/>
        <source>Spoil-Five</source>
        <translation>Spoil-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="18"/>
        <source>Loto</source>
        <translation>Loto</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="25"/>
        <source>All-Fours</source>
        <translation>All-Fours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="26"/>
        <source>Hoyle&apos;s Games Modernized</source>
        <translation>Hoyle’s Games Modernized</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="28"/>
        <source>Baccarat</source>
        <translation>Baccarat</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="29"/>
        <source>Blind Hookey</source>
        <translation>Blind Hookey</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="30"/>
        <source>Crazy Eights</source>
        <translation>Huit américain</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="31"/>
        <source>The Book of Card Games</source>
        <translation>The Book of Card Games</translation>
    </message>
</context>
<context>
    <name>HandReview</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="94"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="98"/>
        <source>Counters</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="102"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="170"/>
        <source>&amp;Review the last hand</source>
        <translation>&amp;Revoir la dernière donne</translation>
    </message>
</context>
<context>
    <name>HandReviewDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="208"/>
        <source>The last hand</source>
        <translation>La dernière donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="213"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="213"/>
        <source>Cards played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="231"/>
        <source>What happened in the last hand</source>
        <translation>Ce qui s&apos;est passé à la dernière donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="247"/>
        <source>Where the Expert would have played otherwise</source>
        <translation>Où l’Expert aurait joué autrement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="250"/>
        <source>What happened, in order:</source>
        <translation>Ce qui s&apos;est passé, dans l&apos;ordre&#xa0;:</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="288"/>
        <source>House Rules – %1</source>
        <translation>Règles maison – %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="300"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="304"/>
        <source>&amp;Copy to My Profiles…</source>
        <translation>&amp;Copier dans mes profils…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="305"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="314"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="316"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="319"/>
        <source>Built-in house rules cannot be changed; copy them to make your own.</source>
        <translation>Les règles maison intégrées ne peuvent pas être modifiées&#xa0;; copiez-les pour créer les vôtres.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="324"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="325"/>
        <source>D&amp;escription:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="326"/>
        <source>Based on:</source>
        <translation>D’après&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="338"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="380"/>
        <source>Some house-rule files could not be loaded:</source>
        <translation>Certains fichiers de règles maison n’ont pas pu être chargés&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="386"/>
        <source>Built-in</source>
        <translation>Intégrées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="386"/>
        <source>My house rules</source>
        <translation>Mes règles maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="397"/>
        <source>None yet: copy a built-in to start</source>
        <translation>Aucune pour l’instant&#xa0;: copiez des règles intégrées pour commencer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="440"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="466"/>
        <source>Save the changes to “%1”?</source>
        <translation>Enregistrer les modifications de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="481"/>
        <source>Copy to My Profiles</source>
        <translation>Copier dans mes profils</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="482"/>
        <source>Name of your house rules:</source>
        <translation>Nom de vos règles maison&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="495"/>
        <source>%1 (my rules)</source>
        <translation>%1 (mes règles)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="531"/>
        <source>Could not save: %1</source>
        <translation>Enregistrement impossible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="545"/>
        <source>Delete your house rules “%1”?</source>
        <translation>Supprimer vos règles maison «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
</context>
<context>
    <name>InProgress</name>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="82"/>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="88"/>
        <source>You have a game of %1 in progress. Abandon it?</source>
        <translation>Vous avez une partie de %1 en cours. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="93"/>
        <source>A move was taken back in this game, so it is not counted in the statistics.</source>
        <translation>Un coup a été annulé dans cette partie, elle ne compte donc pas dans les statistiques.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="97"/>
        <source>An abandoned game counts in the statistics as played and not won.</source>
        <translation>Une partie abandonnée compte dans les statistiques comme jouée et non gagnée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="101"/>
        <source>You have not moved yet, so it is not counted in the statistics.</source>
        <translation>Vous n’avez pas encore joué, elle ne compte donc pas dans les statistiques.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="106"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="109"/>
        <source>A&amp;bandon</source>
        <translation>A&amp;bandonner</translation>
    </message>
</context>
<context>
    <name>Loto</name>
    <message>
        <location filename="../hoyle_desktop/ui/loto/card_widget.py" line="128"/>
        <source>Card %1</source>
        <translation>Carton %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="100"/>
        <source>Cards laid aside</source>
        <translation>Cartons mis de côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="119"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="125"/>
        <source>Slow calls</source>
        <translation>Tirages lents</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="126"/>
        <source>Normal calls</source>
        <translation>Tirages normaux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="127"/>
        <source>Fast calls</source>
        <translation>Tirages rapides</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="133"/>
        <source>How long each number stays called before the next is drawn</source>
        <translation>Combien de temps chaque numéro reste annoncé avant le tirage du suivant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="135"/>
        <source>Cover for me</source>
        <translation>Couvrir pour moi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="137"/>
        <source>The table covers your numbers and claims your prizes, so you can watch</source>
        <translation>La table couvre vos numéros et réclame vos gains, pour que vous puissiez regarder</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="321"/>
        <source>The game is resumed where you left it.</source>
        <translation>La partie reprend là où vous l&apos;avez laissée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="424"/>
        <source>Round %1 of %2 · %3 called · %4 in the bag</source>
        <translation>Manche %1 sur %2 · %3 annoncés · %4 dans le sac</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="462"/>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="304"/>
        <source>%1 · purse %2</source>
        <translation>%1 · bourse %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="467"/>
        <source>Your cards · purse %1</source>
        <translation>Vos cartons · bourse %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="332"/>
        <source>%1 is choosing.</source>
        <translation>%1 choisit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="628"/>
        <source>Typed: %1</source>
        <translation>Saisi&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="13"/>
        <source>the first row</source>
        <translation>la première ligne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="14"/>
        <source>two rows</source>
        <translation>deux lignes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="15"/>
        <source>the whole card</source>
        <translation>le carton plein</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="16"/>
        <source>an ambo</source>
        <translation>un ambe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="17"/>
        <source>a terne</source>
        <translation>un terne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="18"/>
        <source>a quaterne</source>
        <translation>un quaterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="19"/>
        <source>a quinterne</source>
        <translation>un quine</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="25"/>
        <source>Pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="26"/>
        <source>Counters</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="27"/>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="34"/>
        <source>Claim a r&amp;ow</source>
        <translation>Réclamer &amp;une ligne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="35"/>
        <source>Claim t&amp;wo rows</source>
        <translation>Réclamer deu&amp;x lignes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="36"/>
        <source>Claim the &amp;card</source>
        <translation>Récla&amp;mer le carton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="39"/>
        <source>&amp;Next number</source>
        <translation>&amp;Numéro suivant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="42"/>
        <source>&amp;Draw the last drawing</source>
        <translation>Dernier tira&amp;ge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="44"/>
        <source>&amp;Draw one knob</source>
        <translation>Tirer une &amp;boule</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="46"/>
        <source>&amp;Draw %1 knobs</source>
        <translation>Tirer %1 &amp;boules</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="47"/>
        <source>&amp;Draw ten knobs</source>
        <translation>Tirer dix &amp;boules</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="49"/>
        <source>&amp;Keep these cards</source>
        <translation>&amp;Garder ces cartons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="51"/>
        <source>Accept the e&amp;xchange</source>
        <translation>&amp;Accepter l&apos;échange</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="53"/>
        <source>Decli&amp;ne</source>
        <translation>Refu&amp;ser</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="56"/>
        <source>Give &amp;back card %1</source>
        <translation>R&amp;endre le carton %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="58"/>
        <source>Cover %1</source>
        <translation>Couvrir %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="65"/>
        <source>That number has not been called yet.</source>
        <translation>Ce numéro n&apos;a pas encore été annoncé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="66"/>
        <source>That number is not on your cards.</source>
        <translation>Ce numéro n&apos;est pas sur vos cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="67"/>
        <source>That number is covered already.</source>
        <translation>Ce numéro est déjà couvert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="68"/>
        <source>No row of yours is covered yet: every number of a row must be called and covered.</source>
        <translation>Aucune de vos lignes n&apos;est encore couverte&#xa0;: chaque numéro d&apos;une ligne doit être annoncé et couvert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="71"/>
        <source>You have not covered two rows on one card yet.</source>
        <translation>Vous n&apos;avez pas encore couvert deux lignes sur un même carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="74"/>
        <source>Your card is not covered yet: every number on it must be called and covered.</source>
        <translation>Votre carton n&apos;est pas encore couvert&#xa0;: chaque numéro doit être annoncé et couvert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="77"/>
        <source>Someone else claimed that prize first.</source>
        <translation>Quelqu&apos;un d&apos;autre a réclamé ce gain en premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="78"/>
        <source>These house rules have no such prize.</source>
        <translation>Ces règles maison n&apos;ont pas ce gain.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="79"/>
        <source>The bag is empty: cover your numbers and claim your prize.</source>
        <translation>Le sac est vide&#xa0;: couvrez vos numéros et réclamez votre gain.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="82"/>
        <source>It is time to draw the knobs.</source>
        <translation>C&apos;est le moment de tirer les boules.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="83"/>
        <source>You hold as many cards as the house rules allow.</source>
        <translation>Vous avez autant de cartons que les règles maison le permettent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="86"/>
        <source>You cannot throw up your last card.</source>
        <translation>Vous ne pouvez pas rendre votre dernier carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="87"/>
        <source>That card is not free to take.</source>
        <translation>Ce carton n&apos;est pas libre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="88"/>
        <source>First accept or decline the exchange offered.</source>
        <translation>Acceptez ou refusez d&apos;abord l&apos;échange proposé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="89"/>
        <source>First click the card of yours you would give, then the card you want.</source>
        <translation>Cliquez d&apos;abord sur le carton que vous donneriez, puis sur celui que vous voulez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="92"/>
        <source>Wait: it is not your turn.</source>
        <translation>Attendez&#xa0;: ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="93"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="94"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="98"/>
        <source>Number %1</source>
        <translation>Numéro %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="106"/>
        <source>Round %1: the cards are dealt and the stakes laid.</source>
        <translation>Manche %1&#xa0;: les cartons sont distribués et les mises posées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="112"/>
        <source>You cover %1, late.</source>
        <translation>Vous couvrez %1, en retard.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="115"/>
        <source>%1 covers %2, late.</source>
        <translation>%1 couvre %2, en retard.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="120"/>
        <source>You claim %1.</source>
        <translation>Vous réclamez %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="123"/>
        <source>%1 claims %2.</source>
        <translation>%1 réclame %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="128"/>
        <source>Eldest hand, drawing first: %1.</source>
        <translation>Premier en main, tire le premier&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="131"/>
        <source>Drawing %1, by %2.</source>
        <translation>Tirage %1, par %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="133"/>
        <source>Drawing %1, the last, by %2.</source>
        <translation>Tirage %1, le dernier, par %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="137"/>
        <source>Knob %1 is on nobody&apos;s card: it is put away.</source>
        <translation>La boule %1 n&apos;est sur aucun carton&#xa0;: elle est mise de côté.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="141"/>
        <source>Knobs back in the bag: %1.</source>
        <translation>Boules remises dans le sac&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="146"/>
        <source>%1: card %2 exchanged for card %3.</source>
        <translation>%1&#xa0;: carton %2 échangé contre le carton %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="153"/>
        <source>You offer card %2 for %3&apos;s card %4.</source>
        <translation>Vous proposez le carton %2 contre le carton %4 de %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="155"/>
        <source>%1 offers card %2 for your card %4.</source>
        <translation>%1 propose le carton %2 contre votre carton %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="157"/>
        <source>%1 offers card %2 for %3&apos;s card %4.</source>
        <translation>%1 propose le carton %2 contre le carton %4 de %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="166"/>
        <source>You accept: the cards change hands.</source>
        <translation>Vous acceptez&#xa0;: les cartons changent de main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="167"/>
        <source>%1 accepts: the cards change hands.</source>
        <translation>%1 accepte&#xa0;: les cartons changent de main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="170"/>
        <source>You decline the exchange.</source>
        <translation>Vous refusez l&apos;échange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="171"/>
        <source>%1 declines the exchange.</source>
        <translation>%1 refuse l&apos;échange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="174"/>
        <source>%1: card %2 taken as well.</source>
        <translation>%1&#xa0;: carton %2 pris en plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="180"/>
        <source>%1: card %2 thrown up.</source>
        <translation>%1&#xa0;: carton %2 rendu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="185"/>
        <source>The pool cannot pay: exchanges first, then everyone stakes again.</source>
        <translation>La cagnotte ne peut pas payer&#xa0;: d’abord les échanges, puis chacun remise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="189"/>
        <source>The pool is empty: everyone stakes again for the cards they hold.</source>
        <translation>La cagnotte est vide&#xa0;: chacun remise pour les cartons qu&apos;il tient.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="194"/>
        <source>Bankruptcy: %2 unpaid to %1.</source>
        <translation>Banqueroute&#xa0;: %2 non payés à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="206"/>
        <source>Bankruptcy: %2 unpaid to %1 on %3 lines.</source>
        <translation>Banqueroute&#xa0;: %2 non payés à %1 sur %3 lignes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="219"/>
        <source>%1: bought in again for %2.</source>
        <translation>%1&#xa0;: nouvel achat pour %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="229"/>
        <source>%1: %2 won for %3.</source>
        <translation>%1&#xa0;: %2 gagnés pour %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="236"/>
        <source>%1: %2 on card %3, paid %4.</source>
        <translation>%1&#xa0;: %2 sur le carton %3, payé %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="244"/>
        <source>%1: the %2 left for covering.</source>
        <translation>%1&#xa0;: les %2 restants pour couvrir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="250"/>
        <source>%1: %2 of what is left, by the cards held.</source>
        <translation>%1&#xa0;: %2 du reste, selon les cartons tenus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="260"/>
        <source>You win the game, %1 up.</source>
        <translation>Vous gagnez la partie, %1 de gain.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="262"/>
        <source>The game is over: you are %1 up.</source>
        <translation>La partie est terminée&#xa0;: vous gagnez %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="265"/>
        <source>The game is over: you are %1 down.</source>
        <translation>La partie est terminée&#xa0;: vous perdez %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="271"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="276"/>
        <source>You may claim %1!</source>
        <translation>Vous pouvez réclamer %1&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="278"/>
        <source>Cover %1 on your card: click it or type it and press Enter.</source>
        <translation>Couvrez %1 sur votre carton&#xa0;: cliquez dessus ou tapez le numéro puis Entrée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="281"/>
        <source>Watch the calls and cover your numbers.</source>
        <translation>Suivez les annonces et couvrez vos numéros.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="286"/>
        <source>Before the drawing: every card is taken. Click one of your cards and then another player&apos;s card to offer an exchange, or keep your cards.</source>
        <translation>Avant le tirage&#xa0;: tous les cartons sont pris. Cliquez sur un de vos cartons puis sur le carton d&apos;un autre joueur pour lui proposer un échange, ou gardez vos cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="290"/>
        <source>Before the drawing: click one of your cards and then a card laid aside to exchange them, or another player&apos;s card to offer an exchange; click a card laid aside to take it as well, or keep your cards.</source>
        <translation>Avant le tirage&#xa0;: cliquez sur un de vos cartons puis sur un carton mis de côté pour les échanger, ou sur le carton d&apos;un autre joueur pour lui proposer un échange&#xa0;; cliquez sur un carton mis de côté pour le prendre en plus, ou gardez vos cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="297"/>
        <source>The pool cannot pay: before everyone stakes again you may exchange, take or give back cards, one or more, then keep your cards.</source>
        <translation>La cagnotte ne peut pas payer&#xa0;: avant que chacun remise, vous pouvez échanger, prendre ou rendre des cartons, un ou plusieurs, puis garder vos cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="309"/>
        <source>best line %1/5</source>
        <translation>meilleure ligne %1/5</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="314"/>
        <source>%1: best line %2 of 5. Click to see the cards.</source>
        <translation>%1&#xa0;: meilleure ligne %2 sur 5. Cliquez pour voir les cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="322"/>
        <source>%1 offers card %2 for your card %3. Do you agree?</source>
        <translation>%1 propose le carton %2 contre votre carton %3. Êtes-vous d&apos;accord&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="331"/>
        <source>Waiting for %1&apos;s answer.</source>
        <translation>En attente de la réponse de %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="336"/>
        <source>Your turn to draw the knobs from the bag.</source>
        <translation>À vous de tirer les boules du sac.</translation>
    </message>
</context>
<context>
    <name>LotoTable</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/loto/table.py" line="431"/>
        <source>Before the first drawing · %n knob(s) in the bag</source>
        <translation>
            <numerusform>Avant le premier tirage · %n boule dans le sac</numerusform>
            <numerusform>Avant le premier tirage · %n boules dans le sac</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/loto/table.py" line="435"/>
        <source>Drawing %1 · %n knob(s) drawn · %2 put away</source>
        <translation>
            <numerusform>Tirage %1 · %n boule tirée · %2 mises de côté</numerusform>
            <numerusform>Tirage %1 · %n boules tirées · %2 mises de côté</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="100"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="101"/>
        <source>&amp;Replay This Game</source>
        <translation>&amp;Rejouer cette partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="102"/>
        <source>Start this game again with the same cards</source>
        <translation>Recommencer cette partie avec les mêmes cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="109"/>
        <source>&amp;Choose Another Game</source>
        <translation>&amp;Choisir un autre jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="112"/>
        <source>&amp;House Rules…</source>
        <translation>Règles &amp;maison…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="113"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="120"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="135"/>
        <source>&amp;Options…</source>
        <translation>&amp;Options…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="141"/>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="142"/>
        <source>&amp;About Hoyle Desktop</source>
        <translation>À &amp;propos de Hoyle Desktop</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="192"/>
        <source>Choose a game to play.</source>
        <translation>Choisissez un jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="99"/>
        <source>G&amp;ame</source>
        <translation>Par&amp;tie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="103"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le dernier coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="106"/>
        <source>Take back your last move; a game with a move taken back is not counted in the statistics</source>
        <translation>Annuler votre dernier coup&#xa0;; une partie avec un coup annulé ne compte pas dans les statistiques</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="110"/>
        <source>The game in play stays saved: its tile offers Resume</source>
        <translation>La partie en cours reste enregistrée&#xa0;: sa carte propose «&#xa0;Reprendre&#xa0;»</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="111"/>
        <source>&amp;Game Number…</source>
        <translation>Numéro de &amp;partie…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="126"/>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="128"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="134"/>
        <source>Se&amp;ttings</source>
        <translation>Rég&amp;lages</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="140"/>
        <source>H&amp;elp</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="189"/>
        <source>Your game of %1 is saved: its tile offers Resume.</source>
        <translation>Votre partie de %1 est enregistrée&#xa0;: sa carte propose «&#xa0;Reprendre&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/main_window.py" line="234"/>
        <source>%1 · %2 · %n player(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n joueur</numerusform>
            <numerusform>%1 · %2 · %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="326"/>
        <source>There is no move of yours to take back.</source>
        <translation>Vous n’avez aucun coup à annuler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="331"/>
        <source>Undo</source>
        <translation>Annuler le dernier coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="333"/>
        <source>Take back your last move? A game with a move taken back is not counted in the statistics.</source>
        <translation>Annuler votre dernier coup&#xa0;? Une partie avec un coup annulé ne compte pas dans les statistiques.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="348"/>
        <source>Your last move was taken back.</source>
        <translation>Votre dernier coup a été annulé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="368"/>
        <source>Game Number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="370"/>
        <source>This is game number %1.</source>
        <translation>Ceci est la partie numéro %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="373"/>
        <source>Enter it under New Game ▸ More choices to deal the same cards again with the same house rules.</source>
        <translation>Saisissez-le sous Nouvelle partie ▸ Plus de choix pour redonner les mêmes cartes avec les mêmes règles maison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="419"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="421"/>
        <source>The new language is used from the next start. Restart Hoyle Desktop now?</source>
        <translation>La nouvelle langue s’applique au prochain démarrage. Redémarrer Hoyle Desktop maintenant&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="422"/>
        <source>A game in play is saved and carries on where you left it.</source>
        <translation>Une partie en cours est enregistrée et reprendra là où vous l’avez laissée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="423"/>
        <source>&amp;Restart Now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="424"/>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="454"/>
        <source>Rules of %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="464"/>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;A %2 for %3.&lt;/p&gt;&lt;p&gt;From &lt;i&gt;%4&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;Un %2 pour %3.&lt;/p&gt;&lt;p&gt;D’après &lt;i&gt;%4&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="473"/>
        <source>This game is coming in a later version.</source>
        <translation>Ce jeu arrivera dans une prochaine version.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="479"/>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;The classic card games of Hoyle and Peel, played by one person against computer opponents.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Les jeux de cartes classiques de Hoyle et de Peel, pour un joueur face à des adversaires ordinateur.&lt;/p&gt;&lt;p&gt;Distribué sous licence GNU General Public License, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="484"/>
        <source>About %1</source>
        <translation>À propos de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="520"/>
        <source>Your settings could not be saved:
%1</source>
        <translation>Vos réglages n’ont pas pu être enregistrés&#xa0;:
%1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="532"/>
        <source>Some of your house-rule files could not be loaded and are left out:</source>
        <translation>Certains de vos fichiers de règles maison n’ont pas pu être chargés et sont laissés de côté&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="536"/>
        <source>Game ▸ House Rules… shows them again once they are mended.</source>
        <translation>Partie ▸ Règles maison… les affiche de nouveau une fois corrigés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="549"/>
        <source>Your settings file %1 could not be read, so the default settings are in use. The damaged file was kept as:
%2</source>
        <translation>Votre fichier de réglages %1 n’a pas pu être lu&#xa0;; les réglages par défaut sont utilisés. Le fichier endommagé a été conservé sous&#xa0;:
%2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="557"/>
        <source>Some settings in %1 had values that are not allowed and were reset: %2</source>
        <translation>Certains réglages de %1 avaient des valeurs non autorisées et ont été réinitialisés&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>MatchingTable</name>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="50"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="52"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="72"/>
        <source>A computer player failed: %1</source>
        <translation>Un joueur de l&apos;ordinateur a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="160"/>
        <source>The game was resumed where it was left.</source>
        <translation>La partie a repris là où elle avait été laissée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="215"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Veuillez patienter&#xa0;: ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="216"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
</context>
<context>
    <name>MyBirdSings</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="18"/>
        <source>Deal %1: you deal.</source>
        <translation>Donne %1&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="21"/>
        <source>You turn the bird down as a trick and take fresh cards.</source>
        <translation>Vous retournez l’oiseau comme un pli et prenez des cartes fraîches.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="27"/>
        <source>Deal %1: %2 deals.</source>
        <translation>Donne %1&#xa0;: %2 distribue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="34"/>
        <source>You throw the %1 to %2.</source>
        <translation>Vous jetez %1 à %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="42"/>
        <source>%1 throws you the %2.</source>
        <translation>%1 vous jette %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="47"/>
        <source>%1 throws a card to %2.</source>
        <translation>%1 jette une carte à %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="53"/>
        <source>You draw the %1 from %2.</source>
        <translation>Vous tirez %1 chez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="60"/>
        <source>%1 draws your %2.</source>
        <translation>%1 vous tire %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="62"/>
        <source>%1 draws a card from %2.</source>
        <translation>%1 tire une carte chez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="64"/>
        <source>Round %1.</source>
        <translation>Tour %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="69"/>
        <source>You throw out the %1 and take the %2 from the stock (%3 passed over).</source>
        <translation>Vous écartez %1 et prenez %2 dans la pioche (%3 passée(s)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="77"/>
        <source>%1 changes a card with the stock.</source>
        <translation>%1 échange une carte avec la pioche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="80"/>
        <source>%1: “My bird sings!” (%2)</source>
        <translation>%1&#xa0;: «&#xa0;Mon oiseau chante&#xa0;!&#xa0;» (%2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="85"/>
        <source>%1 turns the bird down as a trick and takes fresh cards.</source>
        <translation>%1 retourne l’oiseau comme un pli et prend des cartes fraîches.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="92"/>
        <source>The pack is out: the most tricks take the pool.</source>
        <translation>Le jeu est épuisé&#xa0;: le plus de plis gagne la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="96"/>
        <source>No bird sang in %1 rounds: the pool stays for the next deal.</source>
        <translation>Aucun oiseau n’a chanté en %1 tours&#xa0;: la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="107"/>
        <source>S&amp;ing: my bird sings</source>
        <translation>Ch&amp;anter&#xa0;: mon oiseau chante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="108"/>
        <source>Throw to your &amp;left</source>
        <translation>&amp;Jeter à gauche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="109"/>
        <source>&amp;Change with the stock</source>
        <translation>Échanger avec la &amp;pioche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="110"/>
        <source>&amp;No change</source>
        <translation>Pas d’échan&amp;ge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="111"/>
        <source>&amp;Draw a card</source>
        <translation>Pi&amp;ocher une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="117"/>
        <source>Your bird sings! Say so.</source>
        <translation>Votre oiseau chante&#xa0;! Dites-le.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="119"/>
        <source>You lead: you may throw out a card and take one from the stock, or make no change.</source>
        <translation>Vous menez&#xa0;: vous pouvez écarter une carte et en prendre une dans la pioche, ou ne rien changer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="124"/>
        <source>Choose a card to throw face down to your left-hand neighbour (double-click throws it).</source>
        <translation>Choisissez une carte à jeter face cachée à votre voisin de gauche (un double-clic la jette).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="129"/>
        <source>Draw a card unseen from %1&apos;s hand: click one, or press 1 to 5.</source>
        <translation>Tirez une carte sans la voir dans la main de %1&#xa0;: cliquez-en une, ou tapez 1 à 5.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="89"/>
        <source>4 (two partnerships)</source>
        <translation>4 (deux équipes)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="107"/>
        <source>New Game – %1</source>
        <translation>Nouvelle partie – %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="111"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="114"/>
        <source>%1 (mine)</source>
        <translation>%1 (perso)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="125"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="132"/>
        <source>A new number</source>
        <translation>Un nouveau numéro</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="134"/>
        <source>Game number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="136"/>
        <source>The same game number and house rules deal the same cards again (Game ▸ Game Number…).</source>
        <translation>Le même numéro de partie et les mêmes règles maison redonnent les mêmes cartes (Partie ▸ Numéro de partie…).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="142"/>
        <source>&amp;More choices</source>
        <translation>&amp;Plus de choix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="150"/>
        <source>Game &amp;number (optional):</source>
        <translation>&amp;Numéro de partie (facultatif)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="321"/>
        <source>The game number must be a whole number below 2⁶³.</source>
        <translation>Le numéro de partie doit être un nombre entier inférieur à 2⁶³.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="156"/>
        <source>&amp;House rules:</source>
        <translation>&amp;Règles maison&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="158"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="160"/>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="167"/>
        <source>&amp;Deal</source>
        <translation>&amp;Donner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="216"/>
        <source>These house rules are for this number of players.</source>
        <translation>Ces règles maison sont faites pour ce nombre de joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="260"/>
        <source>Computer %1:</source>
        <translation>Ordinateur %1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="124"/>
        <source>Window position and size</source>
        <translation>Position et taille de la fenêtre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="127"/>
        <source>Window toolbars and docks</source>
        <translation>Barres d’outils et panneaux de la fenêtre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="129"/>
        <source>Last game played</source>
        <translation>Dernier jeu joué</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="131"/>
        <source>Last house rules, per game</source>
        <translation>Dernières règles maison, par jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="137"/>
        <source>Last number of players, per game</source>
        <translation>Dernier nombre de joueurs, par jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="144"/>
        <source>Last opponents&apos; strengths, per game</source>
        <translation>Derniers niveaux des adversaires, par jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="152"/>
        <source>Opponents&apos; strength</source>
        <translation>Niveau des adversaires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="155"/>
        <source>Count my own hands and cribs</source>
        <translation>Compter moi-même mes mains et mes cribs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="156"/>
        <source>Show hints</source>
        <translation>Afficher les conseils</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="161"/>
        <source>Tell me at once when the coach would have played otherwise</source>
        <translation>Me dire aussitôt quand l’entraîneur aurait joué autrement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="163"/>
        <source>Review my lay-out after each hand</source>
        <translation>Analyser mon écart après chaque main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="168"/>
        <source>After the show, wait for me to continue (Cribbage)</source>
        <translation>Après le décompte, attendre que je continue (Cribbage)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="174"/>
        <source>Play a card that must follow on by itself (Pope Joan family)</source>
        <translation>Jouer d’elle-même une carte qui doit suivre (famille du Pope Joan)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="180"/>
        <source>Loto: time between calls</source>
        <translation>Loto&#xa0;: temps entre les annonces</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="183"/>
        <source>Loto: cover my numbers for me</source>
        <translation>Loto&#xa0;: couvrir mes numéros pour moi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="184"/>
        <source>Loto: read the calls aloud</source>
        <translation>Loto&#xa0;: lire les annonces à voix haute</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="186"/>
        <source>Card width</source>
        <translation>Largeur des cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="188"/>
        <source>Card animation time</source>
        <translation>Durée d’animation des cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="194"/>
        <source>Computer&apos;s thinking pause</source>
        <translation>Temps de réflexion de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="198"/>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="199"/>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="200"/>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="202"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="210"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="211"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="212"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="213"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="214"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="215"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="216"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="46"/>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="47"/>
        <source>Red lattice</source>
        <translation>Treillis rouge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="48"/>
        <source>Green lattice</source>
        <translation>Treillis vert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="61"/>
        <source>%1:</source>
        <comment>a form label</comment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="66"/>
        <source>Hoyle (built in)</source>
        <translation>Hoyle (intégré)</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="120"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="122"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="131"/>
        <source>Cards and table</source>
        <translation>Cartes et table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="138"/>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="139"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="143"/>
        <source>Count your own hands and cribs instead of having them counted.</source>
        <translation>Comptez vous-même vos mains et vos cribs au lieu de les laisser compter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="148"/>
        <source>After a costly move, a short note says what the Expert would have played.</source>
        <translation>Après un coup coûteux, une courte note dit ce que l’Expert aurait joué.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="158"/>
        <source>The table covers your numbers and claims your prizes, so you can watch.</source>
        <translation>La table couvre vos numéros et réclame vos lots, pour que vous puissiez regarder.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="162"/>
        <source>Each number called is spoken by the system&apos;s voice.</source>
        <translation>Chaque numéro annoncé est prononcé par la voix du système.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="165"/>
        <source>No speech program was found on this computer.</source>
        <translation>Aucun programme de synthèse vocale n’a été trouvé sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="170"/>
        <source>Needs a speech program (such as espeak-ng); none was found.</source>
        <translation>Nécessite un programme de synthèse vocale (comme espeak-ng)&#xa0;; aucun n’a été trouvé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="173"/>
        <source>Counting your own starts with your next game of Cribbage.</source>
        <translation>Le compte par vous-même commence à votre prochaine partie de cribbage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="174"/>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="197"/>
        <source>A new language is used from the next start.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="200"/>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="238"/>
        <source>Used from the next new game.</source>
        <translation>Appliqué à partir de la prochaine nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="242"/>
        <source>The game in play: %1.</source>
        <translation>La partie en cours&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>PopeJoan</name>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="23"/>
        <source>%1: %2 to dress the board</source>
        <translation>%1&#xa0;: %2 pour garnir le tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="24"/>
        <source>%1: %2 staked on the board</source>
        <translation>%1&#xa0;: mise de %2 sur le tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="25"/>
        <source>%1: %2 onto the board for cards left</source>
        <translation>%1&#xa0;: %2 sur le tableau pour les cartes restantes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="26"/>
        <source>%1: %2 staked on Game</source>
        <translation>%1&#xa0;: mise de %2 sur Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="27"/>
        <source>%1: %2 staked on Matrimony</source>
        <translation>%1&#xa0;: mise de %2 sur Mariage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="28"/>
        <source>%1: %2 staked on Intrigue</source>
        <translation>%1&#xa0;: mise de %2 sur Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="29"/>
        <source>%1: %2 staked on the pool</source>
        <translation>%1&#xa0;: mise de %2 sur la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="32"/>
        <source>The board is dressed with %1</source>
        <translation>Le tableau est garni de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="33"/>
        <source>Paid onto the board for cards left: %1</source>
        <translation>Payé sur le tableau pour les cartes restantes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="34"/>
        <source>Staked on Game: %1</source>
        <translation>Misé sur Jeu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="35"/>
        <source>Staked: %1</source>
        <translation>Misé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="43"/>
        <source>%1: %2 from Pope, the Pope turned up</source>
        <translation>%1&#xa0;: %2 de la case Pape, Pape retourné</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="44"/>
        <source>%1: %2 from %3, the honour turned up</source>
        <translation>%1&#xa0;: %2 de la case %3, honneur retourné</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="45"/>
        <source>%1: Matrimony, %2</source>
        <translation>%1&#xa0;: Mariage, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="46"/>
        <source>%1: Intrigue, %2</source>
        <translation>%1&#xa0;: Intrigue, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="47"/>
        <source>%1: %2, a share of Matrimony</source>
        <translation>%1&#xa0;: %2, part du Mariage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="48"/>
        <source>%1: %2, a share of Intrigue</source>
        <translation>%1&#xa0;: %2, part de l’Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="49"/>
        <source>%1: Game, %2</source>
        <translation>%1&#xa0;: Jeu, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="50"/>
        <source>%1: the pool, %2</source>
        <translation>%1&#xa0;: la cagnotte, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="51"/>
        <source>%1: %2 from the %3 pool card</source>
        <translation>%1&#xa0;: %2 de la carte de cagnotte %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="52"/>
        <source>%1: %2 of what was left on the board</source>
        <translation>%1&#xa0;: %2 sur ce qui restait au tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="53"/>
        <source>%1: %2 from %3</source>
        <translation>%1&#xa0;: %2 de la case %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="60"/>
        <source>%1: %2 for the Pope</source>
        <translation>%1&#xa0;: %2 pour le Pape</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="61"/>
        <source>%1: %2 for the Pope turned up</source>
        <translation>%1&#xa0;: %2 pour le Pape retourné</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="62"/>
        <source>%1: %2 for Spin</source>
        <translation>%1&#xa0;: %2 pour Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="63"/>
        <source>%1: %2 for the king</source>
        <translation>%1&#xa0;: %2 pour le roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="64"/>
        <source>%1: %2 for the cards left in hand</source>
        <translation>%1&#xa0;: %2 pour les cartes restées en main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="65"/>
        <source>%1: %2 for the cards left, double from the holder of Spin</source>
        <translation>%1&#xa0;: %2 pour les cartes restantes, double pour qui tient Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="68"/>
        <source>%1: %2 collected</source>
        <translation>%1&#xa0;: gain de %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="73"/>
        <source>from %1</source>
        <translation>payeur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="78"/>
        <source>%1: bought in, %2 from the box</source>
        <translation>%1&#xa0;: rachat, %2 de la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="83"/>
        <source>%1: %2 short, the purse is empty</source>
        <translation>%1&#xa0;: il manque %2, la bourse est vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="90"/>
        <source>First dealer: %1, the first out in the last game</source>
        <translation>Premier donneur&#xa0;: %1, premier sorti de la partie précédente</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="93"/>
        <source>First dealer: %1</source>
        <translation>Premier donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="94"/>
        <source>First dealer: %1, dealt the first knave (%2)</source>
        <translation>Premier donneur&#xa0;: %1 (premier valet servi&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="101"/>
        <source>Deal %1, dealer: %3</source>
        <translation>Donne %1, donneur&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="103"/>
        <source>Deal %1 of %2, dealer: %3</source>
        <translation>Donne %1 sur %2, donneur&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="108"/>
        <source>Turned up: the %1; %2 are trumps</source>
        <translation>Carte retournée&#xa0;: %1&#xa0;; atout %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="113"/>
        <source>The pool cards: %1</source>
        <translation>Cartes de cagnotte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="119"/>
        <source>%1 (in lieu)</source>
        <translation>%1 (à la place)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="121"/>
        <source>%1 (Spin)</source>
        <translation>%1 (Spin)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="132"/>
        <source>%1 — stop: %2.</source>
        <translation>%1 — arrêt&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="134"/>
        <source>%1 — stop: %2. You lead.</source>
        <translation>%1 — arrêt&#xa0;: %2. À vous d’entamer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="136"/>
        <source>%1 — stop: %2. %3 leads.</source>
        <translation>%1 — arrêt&#xa0;: %2. %3 entame.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="142"/>
        <source>You declare %2 (%3)</source>
        <translation>Vous annoncez %2 (%3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="144"/>
        <source>%1 declares %2 (%3)</source>
        <translation>%1 annonce %2 (%3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="151"/>
        <source>Pope Joan turned up: you win the deal</source>
        <translation>Pape retourné&#xa0;: vous gagnez la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="152"/>
        <source>Pope Joan turned up: %1 wins the deal</source>
        <translation>Pape retourné&#xa0;: %1 gagne la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="156"/>
        <source>%1 — you are out of cards and win the deal!</source>
        <translation>%1 — vous n’avez plus de cartes et gagnez la donne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="158"/>
        <source>%1 — %2 is out of cards and wins the deal.</source>
        <translation>%1 — %2 n’a plus de cartes et gagne la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="163"/>
        <source>The dead hand: %1</source>
        <translation>La main morte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="168"/>
        <source>You have no counters left and leave the table</source>
        <translation>Vous n’avez plus de jetons et quittez la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="169"/>
        <source>%1 has no counters left and leaves the table</source>
        <translation>%1 n’a plus de jetons et quitte la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="176"/>
        <source>won %1</source>
        <translation>gain de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="178"/>
        <source>lost %1</source>
        <translation>perte de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="179"/>
        <source>came out even</source>
        <translation>ni gain ni perte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="184"/>
        <source>You won %1</source>
        <translation>Vous avez gagné %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="186"/>
        <source>You lost %1</source>
        <translation>Vous avez perdu %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="187"/>
        <source>You came out even</source>
        <translation>Vous terminez sans gain ni perte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="192"/>
        <source>You have the most counters!</source>
        <translation>Vous avez le plus de jetons&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="194"/>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="89"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="196"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="21"/>
        <source>Purse: %1</source>
        <translation>Bourse&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="40"/>
        <source>Pope</source>
        <translation>Pape</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="41"/>
        <source>Matrimony</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="42"/>
        <source>Intrigue</source>
        <translation>Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="43"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="44"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="45"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="46"/>
        <source>Knave</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="47"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="48"/>
        <source>Pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="57"/>
        <source>won by %1</source>
        <translation>gagné par %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="75"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="76"/>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="77"/>
        <source>Newmarket</source>
        <translation>Newmarket</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="84"/>
        <source>You must play the %1: it follows on.</source>
        <translation>Vous devez jouer votre %1&#xa0;: c’est la carte suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="87"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="88"/>
        <source>You must play the card that follows on.</source>
        <translation>Vous devez jouer la carte suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="90"/>
        <source>That cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="95"/>
        <source>You played a stop: lead any card.</source>
        <translation>Vous avez joué un arrêt&#xa0;: entamez avec la carte de votre choix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="97"/>
        <source>Your lead: play any card.</source>
        <translation>À vous d’entamer&#xa0;: jouez la carte de votre choix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="99"/>
        <source>Stops in your hand: %1.</source>
        <translation>Arrêts dans votre main&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="105"/>
        <source>Play your %1: it follows on.</source>
        <translation>Jouez votre %1&#xa0;: c’est la carte suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="113"/>
        <source>Or click Spin (the ace of diamonds) to play it beside that card: a stop, and you lead.</source>
        <translation>Ou cliquez sur Spin (l’as de carreau) pour le poser à côté de cette carte&#xa0;: c’est un arrêt, et vous entamez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="117"/>
        <source>Click Spin (the ace of diamonds) to play it alone: a stop, and you keep the lead.</source>
        <translation>Cliquez sur Spin (l’as de carreau) pour le jouer seul&#xa0;: c’est un arrêt, et vous gardez la main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="124"/>
        <source>Play stopped: nobody can play the %1. Play your Pope (nine of diamonds) in its place, or pass?</source>
        <translation>Le jeu s’arrête, faute de %1. Jouer votre Pape (neuf de carreau) à sa place, ou passer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="129"/>
        <source>Play stopped. Play the Pope (nine of diamonds) in place of the missing card, or pass?</source>
        <translation>Le jeu est arrêté. Jouer le Pape (neuf de carreau) à la place de la carte manquante, ou passer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="137"/>
        <source>Play &amp;Spin alone (a stop)</source>
        <translation>Jouer &amp;Spin seul (arrêt)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="140"/>
        <source>Declare &amp;Matrimony</source>
        <translation>Annoncer &amp;Mariage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="141"/>
        <source>Declare &amp;Intrigue</source>
        <translation>Annoncer &amp;Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="143"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="145"/>
        <source>Play the Pope &amp;in lieu</source>
        <translation>&amp;Jouer le Pape à la place</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="147"/>
        <source>Play %1 with &amp;Spin</source>
        <translation>Jouer %1 avec &amp;Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="150"/>
        <source>Lead %1 as an &amp;ordinary ace</source>
        <translation>Entamer %1 comme un &amp;as ordinaire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="158"/>
        <source>Snip</source>
        <translation>Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="159"/>
        <source>Snap</source>
        <translation>Snap</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="160"/>
        <source>Snorum</source>
        <translation>Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="161"/>
        <source>Hicockalorum</source>
        <translation>Hicockalorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="162"/>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="174"/>
        <source>Jig!</source>
        <translation>Jig&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="163"/>
        <source>Spin!</source>
        <translation>Spin&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="164"/>
        <source>Pope, in lieu!</source>
        <translation>Pape, à la place&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="170"/>
        <source>Snip-Jig!</source>
        <translation>Snip-Jig&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="171"/>
        <source>Snap-Jig!</source>
        <translation>Snap-Jig&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="172"/>
        <source>Snorum-Jig!</source>
        <translation>Snorum-Jig&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="173"/>
        <source>Hicockalorum-Jig!</source>
        <translation>Hicockalorum-Jig&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="179"/>
        <source>Spin: stop!</source>
        <translation>Spin&#xa0;: arrêt&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="180"/>
        <source>Stop!</source>
        <translation>Arrêt&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="185"/>
        <source>a king, nothing follows</source>
        <translation>un roi, rien ne suit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="186"/>
        <source>the next card is already played</source>
        <translation>la carte suivante est déjà jouée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="187"/>
        <source>nobody holds the next card</source>
        <translation>personne n’a la carte suivante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="188"/>
        <source>the next card is the turn-up</source>
        <translation>la carte suivante est la retourne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="189"/>
        <source>the next card is a pool card</source>
        <translation>la carte suivante est une carte de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="190"/>
        <source>the next card is out of the pack</source>
        <translation>la carte suivante est retirée du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="191"/>
        <source>Spin makes a stop</source>
        <translation>Spin fait arrêt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="192"/>
        <source>the fifth card of the run</source>
        <translation>cinquième carte de la suite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="199"/>
        <source>Pope!</source>
        <translation>Pape&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="200"/>
        <source>Matrimony!</source>
        <translation>Mariage&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="201"/>
        <source>Intrigue!</source>
        <translation>Intrigue&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="202"/>
        <source>Matrimony, shared!</source>
        <translation>Mariage partagé&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="203"/>
        <source>Intrigue, shared!</source>
        <translation>Intrigue partagée&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="204"/>
        <source>Ace!</source>
        <translation>As&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="205"/>
        <source>King!</source>
        <translation>Roi&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="206"/>
        <source>Queen!</source>
        <translation>Dame&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="207"/>
        <source>Knave!</source>
        <translation>Valet&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="208"/>
        <source>Pool card!</source>
        <translation>Carte de cagnotte&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="209"/>
        <source>Pope turned up!</source>
        <translation>Pape retourné&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="210"/>
        <source>Honour turned up!</source>
        <translation>Honneur retourné&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="216"/>
        <source>sits out this deal</source>
        <translation>ne joue pas cette donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="217"/>
        <source>left the table</source>
        <translation>a quitté la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="224"/>
        <source>Dead hand</source>
        <translation>Main morte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="225"/>
        <source>Trumps: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="226"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="227"/>
        <source>Game resumed</source>
        <translation>Partie reprise</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="228"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="229"/>
        <source>A computer player failed: %1</source>
        <translation>Erreur d’un joueur ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="230"/>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="231"/>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="232"/>
        <source>Counters won or paid</source>
        <translation>Jetons gagnés ou payés</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="237"/>
        <source>Out!</source>
        <translation>Sorti&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ProfileMessages</name>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="41"/>
        <source>a mapping</source>
        <translation>un dictionnaire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="43"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="98"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="137"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="52"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="99"/>
        <source>an empty value</source>
        <translation>une valeur vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="56"/>
        <source>the text %1</source>
        <translation>le texte %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="58"/>
        <source>the fraction %1</source>
        <translation>le nombre décimal %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="66"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="69"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="79"/>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="81"/>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="82"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="84"/>
        <source>(allowed: %1)</source>
        <translation>(autorisé&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="93"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="94"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="95"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="96"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="125"/>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="97"/>
        <source>a mapping of keys to values</source>
        <translation>un dictionnaire associant des clés à des valeurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="111"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 à %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="113"/>
        <source>%1 of at least %2</source>
        <translation>%1 valant au moins %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="115"/>
        <source>%1 of at most %2</source>
        <translation>%1 valant au plus %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="120"/>
        <source>one of %1</source>
        <translation>l’une des valeurs %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="126"/>
        <source>text of at most %1 characters</source>
        <translation>du texte d’au plus %1 caractères</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="130"/>
        <source>a mapping with the keys %1</source>
        <translation>un dictionnaire avec les clés %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="135"/>
        <source>a list of different values</source>
        <translation>une liste de valeurs distinctes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="139"/>
        <source>(at most %1)</source>
        <translation>(au plus %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="140"/>
        <source>%1, each %2</source>
        <translation>%1, dont chaque élément est %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="145"/>
        <source>no other profiles</source>
        <translation>aucun autre profil</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="152"/>
        <source>the file cannot be read: %1</source>
        <translation>le fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="156"/>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="160"/>
        <source>the file is larger than %1 KiB; a profile is a few lines of text</source>
        <translation>le fichier dépasse %1 KiB&#xa0;; un profil ne fait que quelques lignes de texte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="165"/>
        <source>this is not valid YAML: %1</source>
        <translation>ce n’est pas du YAML valide&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="169"/>
        <source>the file nests or repeats itself too deeply (check its &amp; anchors and * aliases)</source>
        <translation>le fichier est trop profondément imbriqué ou se répète trop (vérifiez ses &amp; anchors et ses * aliases)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="175"/>
        <source>brackets or indentation nest too deeply (more than %1 levels)</source>
        <translation>les crochets ou l’indentation s’imbriquent trop profondément (plus de %1 niveaux)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="182"/>
        <source>a date</source>
        <translation>une date</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="183"/>
        <source>binary data</source>
        <translation>des données binaires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="184"/>
        <source>a set</source>
        <translation>un ensemble (set)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="185"/>
        <source>an ordered mapping</source>
        <translation>une table de correspondance ordonnée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="186"/>
        <source>a list of pairs</source>
        <translation>une liste de paires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="191"/>
        <source>the tag %1 is not allowed</source>
        <translation>la balise %1 n’est pas autorisée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="192"/>
        <source>YAML reads this as %1, which a profile cannot hold; put it in quotes to make it text</source>
        <translation>YAML lit ceci comme %1, ce qu’un profil ne peut pas contenir&#xa0;; mettez-le entre guillemets pour en faire du texte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="202"/>
        <source>%1 cannot be read as %2</source>
        <translation>%1 ne peut pas être lu comme %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="207"/>
        <source>the number has more than %1 digits</source>
        <translation>le nombre a plus de %1 chiffres</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="211"/>
        <source>the file could not be checked: %1</source>
        <translation>le fichier n’a pas pu être vérifié&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="215"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="220"/>
        <source>a profile must be a mapping of keys to values, not %1</source>
        <translation>un profil doit être un dictionnaire associant des clés à des valeurs, pas %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="225"/>
        <source>this key appears twice (first on line %1)</source>
        <translation>cette clé apparaît deux fois (la première fois à la ligne %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="229"/>
        <source>%1 cannot be a key: keys are names (text)</source>
        <translation>%1 ne peut pas être une clé&#xa0;: les clés sont des noms (du texte)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="233"/>
        <source>there is no key %1 here</source>
        <translation>il n’y a pas de clé %1 ici</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="237"/>
        <source>this key is required</source>
        <translation>cette clé est obligatoire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="241"/>
        <source>expected %1, found %2</source>
        <translation>on attendait %1, mais on a trouvé %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="245"/>
        <source>%1 is too large</source>
        <translation>%1 est trop grand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="249"/>
        <source>%1 is too small</source>
        <translation>%1 est trop petit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="253"/>
        <source>%1 is not one of the choices</source>
        <translation>%1 ne fait pas partie des choix possibles</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="258"/>
        <source>the text is too long</source>
        <translation>le texte est trop long</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="259"/>
        <source>the list is too long</source>
        <translation>la liste est trop longue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="264"/>
        <source>the text is empty</source>
        <translation>le texte est vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="265"/>
        <source>the list is too short</source>
        <translation>la liste est trop courte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="269"/>
        <source>%1 is not in the right form</source>
        <translation>%1 n’a pas le bon format</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="273"/>
        <source>the list has the same value more than once</source>
        <translation>la liste contient plusieurs fois la même valeur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="281"/>
        <source>there is no game %1 with house rules</source>
        <translation>il n’y a pas de jeu %1 avec des règles maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="285"/>
        <source>there is no profile %1 to extend</source>
        <translation>il n’y a pas de profil %1 à étendre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="290"/>
        <source>the profile it extends, %1, has errors of its own</source>
        <translation>le profil qu’il étend, %1, comporte lui-même des erreurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="296"/>
        <source>a profile cannot extend itself</source>
        <translation>un profil ne peut pas s’étendre lui-même</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="297"/>
        <source>the profiles extend each other in a circle: %1</source>
        <translation>les profils s’étendent mutuellement en boucle&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="303"/>
        <source>%1 is a profile for %2, not this game</source>
        <translation>%1 est un profil pour %2, pas pour ce jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="308"/>
        <source>%1 is the id of a built-in profile, which always wins; rename this file (and its extends:) to use it</source>
        <translation>%1 est l’identifiant d’un profil intégré, qui a toujours la priorité&#xa0;; renommez ce fichier (et son extends:) pour l’utiliser</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="317"/>
        <source>%1 cannot be a profile id</source>
        <translation>%1 ne peut pas être un identifiant de profil</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="321"/>
        <source>lower-case letters, digits, - and _, starting with a letter or digit, up to 64 characters</source>
        <translation>lettres minuscules, chiffres, - et _, en commençant par une lettre ou un chiffre, 64 caractères au plus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="328"/>
        <source>rules: all of them, including those taken from %1</source>
        <translation>rules&#xa0;: toutes, y compris celles reprises de %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="333"/>
        <source>there is already a profile %1; choose another id</source>
        <translation>il existe déjà un profil %1&#xa0;; choisissez un autre identifiant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="338"/>
        <source>%1 is a built-in profile and cannot be changed or deleted</source>
        <translation>%1 est un profil intégré et ne peut être ni modifié ni supprimé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="343"/>
        <source>%1 cannot be deleted: %2 extend it</source>
        <translation>%1 ne peut pas être supprimé&#xa0;: il est étendu par %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="348"/>
        <source>there is no profile %1; the profiles are: %2</source>
        <translation>il n’y a pas de profil %1&#xa0;; profils existants&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="353"/>
        <source>there is no user profile %1</source>
        <translation>il n’y a pas de profil utilisateur %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="357"/>
        <source>no house-rules schema for the game %1; the games with house rules are: %2</source>
        <translation>aucun schéma de règles maison pour le jeu %1&#xa0;; jeux avec règles maison&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="452"/>
        <source>Four-Handed All-Fours</source>
        <translation>All-Fours à quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="453"/>
        <source>Four players in partnerships, partners facing each other; only the dealer and the elder hand look before the beg.</source>
        <translation>Quatre joueurs en équipes, les partenaires face à face&#xa0;; seuls le donneur et le premier en main regardent leurs cartes avant la mendicité.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="454"/>
        <source>All-Fours, Strict Count</source>
        <translation>All-Fours, compte strict</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="455"/>
        <source>Two players; a point when the other neither follows nor trumps, and each counts his points without looking, losing one for a miscount.</source>
        <translation>Deux joueurs&#xa0;; un point quand l&apos;autre ne fournit ni ne coupe, et chacun compte ses points sans regarder, en perdant un s&apos;il se trompe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="456"/>
        <source>All-Fours</source>
        <translation>All-Fours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="457"/>
        <source>Seven Up for two players; six cards each, High, Low, Jack and Game, seven points the game.</source>
        <translation>Seven Up à deux&#xa0;; six cartes chacun, High, Low, Jack et Game, sept points la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="458"/>
        <source>Baccarat Banque</source>
        <translation>Baccara banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="459"/>
        <source>Three packs, a permanent banker against the right and left tableaux until the packs are dealt out.</source>
        <translation>Trois jeux, un banquier permanent contre le tableau de droite et celui de gauche jusqu’à l’épuisement des jeux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="460"/>
        <source>Baccarat Chemin de Fer, club rules</source>
        <translation>Baccara chemin de fer, règles de cercle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="461"/>
        <source>A false draw is fined, ties are returned at once, and a punter may call for fresh packs at his own expense.</source>
        <translation>Une faute de tirage est punie d’amende, les égalités sont rendues aussitôt, et un ponte peut demander des jeux neufs à ses frais.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="462"/>
        <source>Baccarat Chemin de Fer</source>
        <translation>Baccara chemin de fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="463"/>
        <source>Six packs, the bank passing on when it loses, banco, the punter&apos;s choice at five, ties standing over.</source>
        <translation>Six jeux, la banque passe quand elle perd, banco, le choix du ponte à cinq, les égalités restent sur le tapis.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="464"/>
        <source>Blind Hookey, three packets</source>
        <translation>Blind Hookey, trois paquets</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="465"/>
        <source>The dealer cuts three packets; the punters stake on two and the rejected one is the dealer&apos;s.</source>
        <translation>Le donneur coupe trois paquets&#xa0;; les pontes misent sur deux, et le paquet rejeté est au donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="466"/>
        <source>Blind Hookey</source>
        <translation>Blind Hookey</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="467"/>
        <source>Every player cuts a packet and stakes blind; ties and lower cards pay the dealer.</source>
        <translation>Chaque joueur coupe un paquet et mise à l’aveugle&#xa0;; l’égalité et les cartes plus basses paient le donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="468"/>
        <source>Cassino with building</source>
        <translation>Cassino avec constructions</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="469"/>
        <source>Two players, with today&apos;s builds as house rules (raising and multiple builds; a player with a build must take it or add to it); game 21.</source>
        <translation>Deux joueurs, avec les constructions d&apos;aujourd&apos;hui en règles maison (élever et constructions multiples&#xa0;; qui a une construction doit la prendre ou y ajouter)&#xa0;; partie en 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="470"/>
        <source>Cassino for six</source>
        <translation>Cassino à six</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="471"/>
        <source>Six players each for himself, each scoring his own points; the pack goes out in two rounds of four each; game 21.</source>
        <translation>Six joueurs, chacun pour soi, chacun marquant ses propres points&#xa0;; le jeu s&apos;épuise en deux tours de quatre cartes chacun&#xa0;; partie en 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="472"/>
        <source>Cassino for three</source>
        <translation>Cassino à trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="473"/>
        <source>Three players each for himself, each scoring his own points; game 21.</source>
        <translation>Trois joueurs, chacun pour soi, chacun marquant ses propres points&#xa0;; partie en 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="474"/>
        <source>Cassino for two</source>
        <translation>Cassino à deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="475"/>
        <source>Two players; the higher count scores the difference; game 21.</source>
        <translation>Deux joueurs&#xa0;; le plus grand total marque la différence&#xa0;; partie en 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="476"/>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="477"/>
        <source>Four players, two against two; take table cards by rank and by sums, sweeps, the count (Great and Little Cassino, aces, spades, cards); game 21.</source>
        <translation>Quatre joueurs, deux contre deux&#xa0;; prendre les cartes de la table par rang et par sommes, balayages, le décompte (grand et petit Cassino, as, piques, cartes)&#xa0;; partie en 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="478"/>
        <source>Commerce: continuous dealing</source>
        <translation>Commerce&#xa0;: donneur continu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="479"/>
        <source>The new game; the dealer keeps the deal until someone shows a tricon, sequence or flush, and a beaten dealer holding a combination pays the better hands.</source>
        <translation>Le nouveau jeu&#xa0;; le donneur garde la donne jusqu’à ce qu’un joueur montre un tricon, une séquence ou un flux, et un donneur battu qui tient une combinaison paie les meilleures mains.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="480"/>
        <source>Commerce: the old game</source>
        <translation>Commerce&#xa0;: l’ancien jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="481"/>
        <source>Three cards face up on the table: exchange, pass or stand; when two stand the rest have one more exchange; the winner takes a stake from each.</source>
        <translation>Trois cartes face visible sur la table&#xa0;: échanger, passer ou rester&#xa0;; quand deux restent, les autres ont un dernier échange&#xa0;; le gagnant reçoit une mise de chacun.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="482"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="483"/>
        <source>The new game: trade for ready money with the dealer or by barter with your left-hand neighbour; the first to stand ends the trading.</source>
        <translation>Le nouveau jeu&#xa0;: commercer au comptant avec le donneur ou troquer avec votre voisin de gauche&#xa0;; le premier qui reste arrête le commerce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="484"/>
        <source>Crazy Eights, penalty points</source>
        <translation>Huit américain, points de pénalité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="485"/>
        <source>Cards left in hand count against their holder (eights 50, court cards 10, others their pips); at 100 the lowest total wins.</source>
        <translation>Les cartes restées en main comptent contre leur détenteur (huit 50, figures 10, les autres leur valeur)&#xa0;; à 100, le plus petit total gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="486"/>
        <source>Crazy Eights, the winner scores</source>
        <translation>Huit américain, le gagnant marque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="487"/>
        <source>Two players; the one out of cards scores what is left in the other hand; the first to 100 wins.</source>
        <translation>Deux joueurs&#xa0;; celui qui n&apos;a plus de cartes marque ce qui reste dans l&apos;autre main&#xa0;; le premier à 100 gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="488"/>
        <source>Crazy Eights</source>
        <translation>Huit américain</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="489"/>
        <source>Five cards each (seven for two); match the top card&apos;s suit or rank, eights are wild; the first out of cards wins.</source>
        <translation>Cinq cartes chacun (sept à deux)&#xa0;; fournir la couleur ou le rang de la carte du dessus, les huit sont libres&#xa0;; le premier sans cartes gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="490"/>
        <source>Extended Commerce</source>
        <translation>Commerce prolongé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="491"/>
        <source>The new game traded until every player has stood.</source>
        <translation>Le nouveau jeu, commercé jusqu’à ce que tous les joueurs soient restés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="492"/>
        <source>Five-Pool Pope</source>
        <translation>Pope à cinq cases</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="493"/>
        <source>A smaller board of Pope, Matrimony, Intrigue, Ace and Game, dressed with at least twelve counters in equal shares, the dealer paying double (fifteen with four players).</source>
        <translation>Un tableau plus petit avec Pape, Mariage, Intrigue, As et Jeu, garni d’au moins douze jetons à parts égales, le donneur payant double (quinze à quatre joueurs).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="494"/>
        <source>Fiving</source>
        <translation>Fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="495"/>
        <source>Spoil-Five for two: the non-dealer may ask the dealer to five it, turning up a new trump.</source>
        <translation>Spoil-Five à deux&#xa0;: le non-donneur peut demander au donneur de retourner un nouvel atout.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="496"/>
        <source>Forty-Five</source>
        <translation>Forty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="497"/>
        <source>Five points a trick, the first to forty-five wins; all five tricks win outright.</source>
        <translation>Cinq points par pli, le premier à quarante-cinq gagne&#xa0;; les cinq plis gagnent d&apos;emblée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="498"/>
        <source>Four-handed cribbage (partners)</source>
        <translation>Cribbage à quatre (équipes)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="499"/>
        <source>Two partnerships, partners facing, five cards each and a hundred and twenty-one up; a lurch below sixty-one counts double.</source>
        <translation>Deux équipes, partenaires face à face, cinq cartes chacun, partie en cent vingt et un&#xa0;; un lurch sous soixante et un compte double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="500"/>
        <source>Hoyle&apos;s five-card game</source>
        <translation>Le jeu à cinq cartes de Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="501"/>
        <source>The old game of five cards and sixty-one up; the non-dealer takes three for last and the play stops at the first go.</source>
        <translation>L’ancien jeu à cinq cartes en soixante et un&#xa0;; le non-donneur prend trois pour le dernier et le jeu s’arrête au premier go.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="502"/>
        <source>Hoyle&apos;s seven-card game</source>
        <translation>Le jeu à sept cartes de Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="503"/>
        <source>Seven cards each and a long game of a hundred and eighty-one; a lurch below ninety-one counts double.</source>
        <translation>Sept cartes chacun et une longue partie en cent quatre-vingt-un&#xa0;; un lurch sous quatre-vingt-onze compte double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="504"/>
        <source>Hoyle&apos;s six-card game</source>
        <translation>Le jeu à six cartes de Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="505"/>
        <source>Two players, six cards each, a hundred and twenty-one up; a lurch below sixty-one counts double.</source>
        <translation>Deux joueurs, six cartes chacun, partie en cent vingt et un&#xa0;; un lurch sous soixante et un compte double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="506"/>
        <source>Jig</source>
        <translation>Jig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="507"/>
        <source>Runs of five at most, Snip to Jig, the player of Jig or of a stop leading again.</source>
        <translation>Suites de cinq cartes au plus, de Snip à Jig&#xa0;; qui joue Jig ou un arrêt entame de nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="508"/>
        <source>Limited Commerce</source>
        <translation>Commerce limité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="509"/>
        <source>The new game with tricon, sequence, flush and point only: a pair counts for its point.</source>
        <translation>Le nouveau jeu avec seulement tricon, séquence, flux et point&#xa0;: une paire compte pour son point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="510"/>
        <source>Loto, second method</source>
        <translation>Loto, seconde méthode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="511"/>
        <source>Two cards each, drawings of ten knobs paid by the counters on each line, until the counters on the table are gone.</source>
        <translation>Deux cartons chacun, des tirages de dix boules payés selon les jetons sur chaque ligne, jusqu&apos;à épuisement des jetons sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="512"/>
        <source>Loto, second method, twelve drawings</source>
        <translation>Loto, seconde méthode, douze tirages</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="513"/>
        <source>The second method agreed to end at the twelfth drawing, exchanges allowed before every drawing, on a box of eighteen cards.</source>
        <translation>La seconde méthode arrêtée au douzième tirage, échanges permis avant chaque tirage, avec une boîte de dix-huit cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="514"/>
        <source>Loto, whole card only</source>
        <translation>Loto, carton plein seulement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="515"/>
        <source>The first method with the whole pool for the first full card, two cards each, and the covering counters taken from the pool.</source>
        <translation>La première méthode&#xa0;: toute la cagnotte pour le premier carton plein, deux cartons chacun, les jetons pour couvrir pris dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="516"/>
        <source>Loto</source>
        <translation>Loto</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="517"/>
        <source>The first method, a race: a quarter of the pool for the first row, a quarter for two rows, the rest for the first full card.</source>
        <translation>La première méthode, une course&#xa0;: un quart de la cagnotte pour la première ligne, un quart pour deux lignes, le reste pour le premier carton plein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="518"/>
        <source>Today&apos;s six-card game</source>
        <translation>Le jeu à six cartes d’aujourd’hui</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="519"/>
        <source>Six cards, a hundred and twenty-one up, skunks instead of the lurch, and muggins for overlooked points.</source>
        <translation>Six cartes, partie en cent vingt et un, capots au lieu du lurch, et muggins pour les points oubliés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="520"/>
        <source>My Bird Sings: drawn from the hand</source>
        <translation>Mon oiseau chante&#xa0;: tiré de la main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="521"/>
        <source>The second method: your left-hand neighbour draws a card unseen from your hand.</source>
        <translation>La seconde méthode&#xa0;: votre voisin de gauche tire une carte de votre main sans la voir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="522"/>
        <source>My Bird Sings: flushes only</source>
        <translation>Mon oiseau chante&#xa0;: couleurs seulement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="523"/>
        <source>Only four cards of one suit sing.</source>
        <translation>Seules quatre cartes d’une même couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="524"/>
        <source>My Bird Sings: three cards</source>
        <translation>Mon oiseau chante&#xa0;: trois cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="525"/>
        <source>Three cards each; three of one suit sing.</source>
        <translation>Trois cartes chacun&#xa0;; trois d’une même couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="526"/>
        <source>My Bird Sings through the pack</source>
        <translation>Mon oiseau chante jusqu’au bout du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="527"/>
        <source>Each song is turned down as a trick and the singer takes four fresh cards, until the pack is out; the most tricks take the pool.</source>
        <translation>Chaque chant est retourné comme un pli et le chanteur prend quatre cartes fraîches, jusqu’à épuisement du jeu&#xa0;; le plus de plis gagne la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="528"/>
        <source>My Bird Sings</source>
        <translation>Mon oiseau chante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="529"/>
        <source>Four cards each, thrown to the left one at a time until a player holds four of one suit or one of each suit.</source>
        <translation>Quatre cartes chacun, jetées une à une vers la gauche jusqu’à ce qu’un joueur tienne quatre cartes d’une couleur ou une de chaque couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="530"/>
        <source>Newmarket as played today</source>
        <translation>Newmarket tel qu’on le joue aujourd’hui</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="531"/>
        <source>A full pack and a dead hand, a stake on every pool card, and the same card from the pack takes it.</source>
        <translation>Un jeu complet et une main morte, une mise sur chaque carte de cagnotte, remportée par la même carte du jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="532"/>
        <source>Newmarket</source>
        <translation>Newmarket</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="533"/>
        <source>Peel&apos;s game, with the sevens out and the card just below each pool card taking its stakes.</source>
        <translation>Le jeu de Peel, sans les sept&#xa0;; la carte juste en dessous de chaque carte de cagnotte en remporte les mises.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="534"/>
        <source>Pool Commerce</source>
        <translation>Commerce à la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="535"/>
        <source>The old game for three counters each: the worst hand loses a counter, the last player with counters takes the pool; the first out may buy a horse.</source>
        <translation>L’ancien jeu pour trois jetons chacun&#xa0;: la plus mauvaise main perd un jeton, le dernier qui a des jetons gagne la cagnotte&#xa0;; le premier éliminé peut acheter un cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="536"/>
        <source>Pope Joan, winner takes Game only</source>
        <translation>Pope Joan, le gagnant ne prend que Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="537"/>
        <source>The board dressed for the first deal only; the first out takes only Game, and the cards left in hand are paid onto the board.</source>
        <translation>Le tableau garni pour la première donne seulement&#xa0;; le premier sorti ne prend que Jeu, et les cartes restées en main sont payées sur le tableau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="538"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="539"/>
        <source>Peel&apos;s eight-pool board, dressed by everyone with the dealer paying double, and a spare hand for stops nobody sees.</source>
        <translation>Le tableau à huit cases de Peel, garni par tous (le donneur paie double), et une main morte pour des arrêts que personne ne voit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="540"/>
        <source>Snip-Snap-Snorum, first out wins</source>
        <translation>Snip-Snap-Snorum, le premier sorti gagne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="541"/>
        <source>The whole pack dealt and counters unlimited; the first out of cards takes the pool at every deal.</source>
        <translation>Tout le jeu est distribué et les jetons sont illimités&#xa0;; le premier qui n’a plus de cartes prend la cagnotte à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="542"/>
        <source>Snip-Snap-Snorum, the whole pack dealt</source>
        <translation>Snip-Snap-Snorum, tout le jeu distribué</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="543"/>
        <source>The whole pack dealt; a player plays on until the next one pairs his card; the last one with counters takes the pool.</source>
        <translation>Tout le jeu est distribué&#xa0;; un joueur continue de jouer jusqu’à ce que le suivant apparie une de ses cartes&#xa0;; le dernier à avoir des jetons prend la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="544"/>
        <source>Snip-Snap-Snorum</source>
        <translation>Snip-Snap-Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="545"/>
        <source>Five cards each and five counters; pair the card just played, Snip, Snap and Snorum paying one, two and three to the pool; the last one in takes it.</source>
        <translation>Cinq cartes et cinq jetons chacun&#xa0;; appariez la carte qui vient d’être jouée&#xa0;: Snip, Snap et Snorum coûtent un, deux et trois jetons à la cagnotte&#xa0;; le dernier en jeu la prend.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="546"/>
        <source>Speculation, for the pool</source>
        <translation>Spéculation, pour la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="547"/>
        <source>Peel&apos;s variations together; the turn-up belongs to the pool, a spare hand is dealt, a knave or five turned up pays one, and looking out of turn costs two.</source>
        <translation>Les variantes de Peel réunies&#xa0;: la retourne appartient à la cagnotte, une main de réserve est donnée, un valet ou un cinq retourné coûte un jeton, et regarder hors de son tour en coûte deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="548"/>
        <source>Speculation, 32 cards</source>
        <translation>Spéculation, 32 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="549"/>
        <source>The 32-card pack for four players; the dealer may sell the turn-up, a knave or five turned up pays one to the pool.</source>
        <translation>Le jeu de 32 cartes pour quatre joueurs&#xa0;; le donneur peut vendre la retourne, un valet ou un cinq retourné paie un jeton à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="550"/>
        <source>Speculation</source>
        <translation>Spéculation</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="551"/>
        <source>Peel&apos;s game with the full pack; the dealer pays two, the others one; a high turn-up ends the hand; the best trump takes the pool.</source>
        <translation>Le jeu de Peel avec le jeu complet&#xa0;: le donneur paie deux, les autres un&#xa0;; une retourne haute termine la donne&#xa0;; le meilleur atout prend la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="552"/>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="553"/>
        <source>No spare hand and no trumps; the ace of diamonds makes a stop when its holder likes, and kings pay as they fall.</source>
        <translation>Ni main morte ni atout&#xa0;; l’as de carreau fait arrêt quand son détenteur le veut, et les rois paient dès qu’ils tombent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="554"/>
        <source>Spoil-Five with Jinking</source>
        <translation>Spoil-Five avec jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="555"/>
        <source>Three tricks take the pool; one who won all three may play on for all five and a stake from everyone.</source>
        <translation>Trois plis gagnent la cagnotte&#xa0;; qui a gagné les trois peut continuer pour les cinq et une mise de chacun.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="556"/>
        <source>Spoil-Five, Ordinary Order</source>
        <translation>Spoil-Five, ordre habituel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="557"/>
        <source>Cards rank as usual, ace high, with no special trumps: the family game.</source>
        <translation>Les cartes gardent leur rang habituel, as fort, sans atouts spéciaux&#xa0;: le jeu de famille.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="558"/>
        <source>Spoil-Five in Partnerships</source>
        <translation>Spoil-Five en équipes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="559"/>
        <source>Four players, two against two: no spoils; the non-dealers may ask to five it.</source>
        <translation>Quatre joueurs, deux contre deux&#xa0;: pas de coup gâché&#xa0;; les non-donneurs peuvent demander le fiving.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="560"/>
        <source>Spoil-Five, Six in Partnerships</source>
        <translation>Spoil-Five, six en équipes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="561"/>
        <source>Six players in two sides of three, partners sitting alternately: one side always takes the pool.</source>
        <translation>Six joueurs en deux camps de trois, les partenaires assis en alternance&#xa0;: un camp prend toujours la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="562"/>
        <source>Spoil-Five, Two Tricks Win</source>
        <translation>Spoil-Five, deux plis gagnent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="563"/>
        <source>For five or more players: two tricks take the pool, so fewer hands are spoilt.</source>
        <translation>Pour cinq joueurs ou plus&#xa0;: deux plis gagnent la cagnotte, moins de coups sont gâchés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="564"/>
        <source>Spoil-Five</source>
        <translation>Spoil-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="565"/>
        <source>Peel&apos;s game for the pool: three tricks take it, the ace of trumps must rob, the five, the knave and the ace of hearts renege.</source>
        <translation>Le jeu de Peel pour la cagnotte&#xa0;: trois plis la gagnent, le détenteur de l&apos;as d&apos;atout doit voler, le cinq, le valet et l&apos;as de cœur peuvent être retenus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="566"/>
        <source>Three-handed cribbage</source>
        <translation>Cribbage à trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="567"/>
        <source>Three players of five cards each, each playing alone, sixty-one up; one card from the pack fills the crib.</source>
        <translation>Trois joueurs à cinq cartes, chacun pour soi, partie en soixante et un&#xa0;; une carte du paquet complète le crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="568"/>
        <source>Turn-up Snip</source>
        <translation>Turn-up Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="569"/>
        <source>Five cards each; the dealer turns up the top card of the stock, and the pool pays the first player one counter if he pairs it.</source>
        <translation>Cinq cartes chacun&#xa0;; le donneur retourne la carte du dessus du talon, et la cagnotte paie un jeton au premier joueur s’il l’apparie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="570"/>
        <source>Twenty-Five</source>
        <translation>Twenty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="571"/>
        <source>Five points a trick, the first to twenty-five wins; all five tricks win outright.</source>
        <translation>Cinq points par pli, le premier à vingt-cinq gagne&#xa0;; les cinq plis gagnent d&apos;emblée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="572"/>
        <source>Vingt-un, limited deal</source>
        <translation>Vingt-un, donne limitée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="573"/>
        <source>A natural does not put the dealer out; each dealer goes twice through the pack.</source>
        <translation>Un naturel ne fait pas perdre la donne&#xa0;; chaque donneur passe deux fois tout le jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="574"/>
        <source>Vingt-un, the old-fashioned way</source>
        <translation>Vingt-un à l&apos;ancienne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="575"/>
        <source>The holder of a natural takes the deal and is paid a stake by every other player; the deal may be sold.</source>
        <translation>Le détenteur d&apos;un naturel prend la donne et reçoit une mise de chaque autre joueur&#xa0;; la donne peut être vendue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="576"/>
        <source>Vingt-un with a pool</source>
        <translation>Vingt-un avec cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="577"/>
        <source>A pool fed by a counter from each player every deal, the dealer&apos;s over-draws and a quarter of his takings on ties; a natural takes it.</source>
        <translation>Une cagnotte alimentée par un jeton de chaque joueur à chaque donne, par le donneur quand il crève et par le quart de ce qu&apos;il gagne sur les égalités&#xa0;; un naturel la remporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="578"/>
        <source>Vingt-un, two packs</source>
        <translation>Vingt-un à deux jeux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="579"/>
        <source>Two packs shuffled together; each dealer goes through them once, a natural not putting him out.</source>
        <translation>Deux jeux mélangés ensemble&#xa0;; chaque donneur les passe une fois, un naturel ne lui faisant pas perdre la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="580"/>
        <source>Vingt-un</source>
        <translation>Vingt-un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="581"/>
        <source>Peel&apos;s game for four, stakes of one to five counters; a punter&apos;s natural puts the dealer out and the deal passes to the left.</source>
        <translation>Le jeu de Peel à quatre, mises de un à cinq jetons&#xa0;; le naturel d&apos;un ponte fait perdre la donne au donneur, qui passe à gauche.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="132"/>
        <source>Saved game damaged</source>
        <translation>Partie sauvegardée endommagée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="53"/>
        <source>You have a game of %1 in progress. Resume it where you left off?</source>
        <translation>Vous avez une partie de %1 en cours. La reprendre là où vous l’avez laissée&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="58"/>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="119"/>
        <source>The saved game %1 is damaged and could not be resumed.
It was kept, unchanged, as %2. You can start a new game.</source>
        <translation>La partie sauvegardée %1 est endommagée et n’a pas pu être reprise.
Elle a été conservée telle quelle sous %2. Vous pouvez commencer une nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="125"/>
        <source>The saved game %1 is damaged and could not be resumed, and it could not be moved aside. You can start a new game; saving it may fail until that file is removed.</source>
        <translation>La partie sauvegardée %1 est endommagée, n’a pas pu être reprise ni mise de côté. Vous pouvez commencer une nouvelle partie&#xa0;; son enregistrement peut échouer tant que ce fichier n’est pas supprimé.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="32"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="33"/>
        <source>Two play each for himself; four play in partnerships, partners facing each other; three each for himself.</source>
        <translation>À deux, chacun pour soi&#xa0;; à quatre, en équipes, les partenaires face à face&#xa0;; à trois, chacun pour soi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="34"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="35"/>
        <source>The points that win the game; the game ends the moment a side reaches them.</source>
        <translation>Les points qui gagnent la partie&#xa0;; la partie s&apos;arrête dès qu&apos;un camp les atteint.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="36"/>
        <source>A point for not following</source>
        <translation>Un point pour ne pas fournir</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="37"/>
        <source>When a player neither follows suit nor trumps, the side that led scores a point.</source>
        <translation>Quand un joueur ne fournit ni ne coupe, le camp qui a entamé marque un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="38"/>
        <source>Count without looking</source>
        <translation>Compter sans regarder</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="39"/>
        <source>At the end of each hand each side says how many points it made, without looking at its tricks; a wrong count costs points.</source>
        <translation>À la fin de chaque donne, chaque camp dit combien de points il a faits, sans regarder ses plis&#xa0;; une erreur coûte des points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="40"/>
        <source>Penalty for a miscount</source>
        <translation>Pénalité pour erreur de compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="41"/>
        <source>The points a side loses when it counts its points wrongly.</source>
        <translation>Les points qu&apos;un camp perd quand il compte mal ses points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="160"/>
        <source>Two or three play alone; four play as two partnerships, partners sitting opposite.</source>
        <translation>À deux ou trois, chacun pour soi&#xa0;; à quatre, deux équipes, partenaires face à face.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="161"/>
        <source>Cards dealt</source>
        <translation>Cartes distribuées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="162"/>
        <source>Cards dealt to each player in the two-handed game; three and four players always get five.</source>
        <translation>Cartes distribuées à chaque joueur dans le jeu à deux&#xa0;; à trois et à quatre, chacun en reçoit toujours cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="163"/>
        <source>Points to win</source>
        <translation>Points pour gagner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="164"/>
        <source>The score that wins the game (61, 121 and 181 are the usual ones).</source>
        <translation>Le score qui fait gagner la partie (61, 121 et 181 sont les plus courants).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="165"/>
        <source>Three for last</source>
        <translation>Trois pour le dernier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="166"/>
        <source>The first non-dealer pegs three at the start of the game, to make up for the first crib.</source>
        <translation>Le premier non-donneur marque trois points en début de partie, pour compenser le premier crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="167"/>
        <source>Play ends at the first go</source>
        <translation>Jeu arrêté au premier go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="168"/>
        <source>The play stops as soon as one player cannot play, instead of starting a new count.</source>
        <translation>Le jeu s’arrête dès qu’un joueur ne peut plus jouer, au lieu de reprendre un nouveau compte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="169"/>
        <source>Bound to play after a go</source>
        <translation>Obligation de jouer après un go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="170"/>
        <source>After the opponent says go, a player who can still play without passing 31 must do so.</source>
        <translation>Après le go de l’adversaire, un joueur qui peut encore jouer sans dépasser 31 doit le faire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="171"/>
        <source>Crib flush of four</source>
        <translation>Couleur de quatre au crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="172"/>
        <source>A crib of four cards of one suit scores four even when the start card is another suit.</source>
        <translation>Un crib de quatre cartes de la même couleur marque quatre même si la carte de départ est d’une autre couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="173"/>
        <source>Lurch</source>
        <translation>Lurch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="174"/>
        <source>A loser who has not reached the given score loses more than a single game.</source>
        <translation>Un perdant qui n’a pas atteint le score indiqué perd plus d’une partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="175"/>
        <source>Lurch counts</source>
        <translation>Le lurch compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="176"/>
        <source>Whether a lurch costs the loser extra.</source>
        <translation>Si le lurch coûte davantage au perdant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="177"/>
        <source>Lurched below</source>
        <translation>Lurch en dessous de</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="178"/>
        <source>A loser whose score is below this is lurched.</source>
        <translation>Un perdant dont le score est inférieur à ce seuil est en lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="179"/>
        <source>Games lost</source>
        <translation>Parties perdues</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="180"/>
        <source>How many games a lurch counts as.</source>
        <translation>Nombre de parties que vaut un lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="181"/>
        <source>Skunk</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="182"/>
        <source>Today&apos;s name for a lurch: a loser left far behind pays extra.</source>
        <translation>Le nom actuel du lurch&#xa0;: un perdant laissé loin derrière paie davantage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="183"/>
        <source>Skunk counts</source>
        <translation>Le capot compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="184"/>
        <source>Whether a skunk costs the loser extra.</source>
        <translation>Si le capot coûte davantage au perdant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="185"/>
        <source>Skunked below</source>
        <translation>Capot en dessous de</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="186"/>
        <source>A loser whose score is below this is skunked.</source>
        <translation>Un perdant dont le score est inférieur à ce seuil est capot.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="187"/>
        <source>How many games a skunk counts as.</source>
        <translation>Nombre de parties que vaut un capot.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="188"/>
        <source>Double skunk</source>
        <translation>Double capot</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="189"/>
        <source>A loser left even further behind pays more again.</source>
        <translation>Un perdant laissé encore plus loin derrière paie encore davantage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="190"/>
        <source>Double skunk counts</source>
        <translation>Le double capot compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="191"/>
        <source>Whether a double skunk costs the loser extra.</source>
        <translation>Si le double capot coûte davantage au perdant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="192"/>
        <source>Double skunked below</source>
        <translation>Double capot en dessous de</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="193"/>
        <source>A loser whose score is below this is double skunked.</source>
        <translation>Un perdant dont le score est inférieur à ce seuil est double capot.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="194"/>
        <source>How many games a double skunk counts as.</source>
        <translation>Nombre de parties que vaut un double capot.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="195"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="196"/>
        <source>Points a player overlooks when counting may be claimed by the opponent.</source>
        <translation>Les points qu’un joueur oublie en comptant peuvent être réclamés par l’adversaire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="42"/>
        <source>How many sit at the table, the human included.</source>
        <translation>Nombre de joueurs à la table, vous compris.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="49"/>
        <source>Purse</source>
        <translation>Bourse</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="197"/>
        <source>Counters each player starts with, and takes again on buying in.</source>
        <translation>Jetons de chaque joueur au départ, reçus de nouveau lors d’un rachat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="198"/>
        <source>When a purse is empty</source>
        <translation>Quand une bourse est vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="199"/>
        <source>A player who runs out buys in again at once, or pays what is left and leaves the table after the deal.</source>
        <translation>Un joueur à court de jetons se rachète aussitôt, ou paie ce qui lui reste et quitte la table après la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="200"/>
        <source>Buys in again</source>
        <translation>Se rachète</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="201"/>
        <source>Leaves the table</source>
        <translation>Quitte la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="202"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="203"/>
        <source>How many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>Nombre de donnes de la partie&#xa0;; 0 signifie un tour, chacun donnant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="122"/>
        <source>One round: each player deals once</source>
        <translation>Un tour&#xa0;: chacun donne une fois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="204"/>
        <source>Stake a card</source>
        <translation>Mise par carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="205"/>
        <source>Counters the first player out receives for each card left in another hand.</source>
        <translation>Jetons que le premier sorti reçoit pour chaque carte restée dans une autre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="206"/>
        <source>Pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="207"/>
        <source>No pool, a pool staked by every player, or one staked by the dealer; the first out takes it.</source>
        <translation>Pas de cagnotte, une cagnotte alimentée par tous les joueurs ou par le donneur seul&#xa0;; le premier sorti la remporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="208"/>
        <source>No pool</source>
        <translation>Pas de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="209"/>
        <source>Everyone stakes</source>
        <translation>Tout le monde mise</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="210"/>
        <source>The dealer stakes</source>
        <translation>Le donneur mise</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="211"/>
        <source>Pool stake</source>
        <translation>Mise à la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="212"/>
        <source>Counters each staker puts in the pool at every deal.</source>
        <translation>Jetons que chaque joueur qui mise met dans la cagnotte à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="213"/>
        <source>Played cards turned down</source>
        <translation>Cartes jouées retournées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="214"/>
        <source>After each stop the cards played are turned face down, as at the table: you must remember what has gone.</source>
        <translation>Après chaque arrêt, les cartes jouées sont retournées face cachée, comme à table&#xa0;: il faut se souvenir de ce qui est passé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="72"/>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="43"/>
        <source>Form</source>
        <translation>Forme</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="44"/>
        <source>Chemin de Fer: one punters&apos; hand, the bank passing on when it loses. Banque: a permanent banker against two tableaux until the packs are dealt out.</source>
        <translation>Chemin de fer&#xa0;: une main des pontes, la banque passe quand elle perd. Banque&#xa0;: un banquier permanent contre deux tableaux jusqu’à l’épuisement des jeux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="45"/>
        <source>Chemin de Fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="46"/>
        <source>Banque</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="47"/>
        <source>Packs</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="48"/>
        <source>Packs shuffled together; 0 takes the form&apos;s own number (six at Chemin de Fer, three at Banque).</source>
        <translation>Jeux mêlés ensemble&#xa0;; 0 prend le nombre de la forme (six au chemin de fer, trois à la banque).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="50"/>
        <source>Counters each player starts with, and takes again when broke.</source>
        <translation>Les jetons avec lesquels chaque joueur commence, et qu’il reprend quand il est à sec.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="51"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="52"/>
        <source>The smallest stake and bank; every amount is a multiple of it.</source>
        <translation>La plus petite mise et la plus petite banque&#xa0;; tout montant en est un multiple.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="53"/>
        <source>Largest bank</source>
        <translation>Plus grande banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="54"/>
        <source>The most a banker may put up to start a bank.</source>
        <translation>Le plus qu’un banquier peut mettre pour ouvrir une banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="55"/>
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="56"/>
        <source>The game ends after this many coups.</source>
        <translation>La partie finit après ce nombre de coups.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="57"/>
        <source>False draw</source>
        <translation>Faute de tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="58"/>
        <source>Taking a card at six or seven or refusing one at baccarat to four: refused by the croupier, fined, or the offender made liable for his fellow punters&apos; losses.</source>
        <translation>Prendre une carte à six ou sept, ou la refuser à baccara jusqu’à quatre&#xa0;: refusée par le croupier, punie d’amende, ou le fautif responsable des pertes des autres pontes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="59"/>
        <source>Refused by the croupier</source>
        <translation>Refusée par le croupier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="60"/>
        <source>Fined</source>
        <translation>Amende</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="61"/>
        <source>Liable for the punters&apos; losses</source>
        <translation>Responsable des pertes des pontes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="62"/>
        <source>Fine</source>
        <translation>Amende</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="63"/>
        <source>The fine for a false draw, paid to the bank.</source>
        <translation>L’amende pour une faute de tirage, payée à la banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="64"/>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="65"/>
        <source>Hoyle: the stakes stand over to the next coup; or they are returned at once.</source>
        <translation>Hoyle&#xa0;: les mises restent pour le coup suivant&#xa0;; ou elles sont rendues aussitôt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="66"/>
        <source>Stakes stand over</source>
        <translation>Les mises restent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="67"/>
        <source>Stakes returned</source>
        <translation>Les mises sont rendues</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="68"/>
        <source>Fresh packs on request</source>
        <translation>Jeux neufs sur demande</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="69"/>
        <source>A punter may call for fresh packs once a shoe, at his own expense (paid to the bank).</source>
        <translation>Un ponte peut demander des jeux neufs une fois par sabot, à ses frais (payés à la banque).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="70"/>
        <source>Price of fresh packs</source>
        <translation>Prix des jeux neufs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="71"/>
        <source>What calling for fresh packs costs.</source>
        <translation>Ce que coûte la demande de jeux neufs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="73"/>
        <source>First method: every player cuts a packet and stakes on it. Second method: the dealer cuts three packets and the punters stake on two of them.</source>
        <translation>Première manière&#xa0;: chaque joueur coupe un paquet et mise dessus. Seconde manière&#xa0;: le donneur coupe trois paquets et les pontes misent sur deux d’entre eux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="74"/>
        <source>First method: a packet each</source>
        <translation>Première manière&#xa0;: un paquet chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="75"/>
        <source>Second method: three packets</source>
        <translation>Seconde manière&#xa0;: trois paquets</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="76"/>
        <source>Ace high</source>
        <translation>As haut</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="77"/>
        <source>The ace ranks above the king instead of below the two.</source>
        <translation>L’as se classe au-dessus du roi au lieu d’au-dessous du deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="78"/>
        <source>The smallest stake; every stake is a multiple of it.</source>
        <translation>La plus petite mise&#xa0;; toute mise en est un multiple.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="79"/>
        <source>Largest stake</source>
        <translation>Plus grande mise</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="80"/>
        <source>The most a punter may stake on a packet, in units.</source>
        <translation>Le plus qu’un ponte peut miser sur un paquet, en unités.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="81"/>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="82"/>
        <source>The game ends after this many hands.</source>
        <translation>La partie finit après ce nombre de donnes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="84"/>
        <source>Partners</source>
        <translation>Partenaires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="85"/>
        <source>With four players: two against two, partners sitting opposite; otherwise each plays for himself.</source>
        <translation>À quatre&#xa0;: deux contre deux, les partenaires assis face à face&#xa0;; sinon chacun joue pour soi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="87"/>
        <source>The full pack of 52 cards, or the 32-card pack (sevens to aces: no Little Cassino).</source>
        <translation>Le jeu complet de 52 cartes, ou le jeu de 32 cartes (du sept à l&apos;as&#xa0;: pas de petit Cassino).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="90"/>
        <source>The score that wins the game.</source>
        <translation>Le score qui gagne la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="91"/>
        <source>Scoring without partners</source>
        <translation>Marque sans partenaires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="93"/>
        <source>Each his own points</source>
        <translation>Chacun ses propres points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="94"/>
        <source>Less the lowest scorer&apos;s points</source>
        <translation>Moins les points du plus faible</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="95"/>
        <source>Three players: the two lowest together against the highest</source>
        <translation>Trois joueurs&#xa0;: les deux plus faibles ensemble contre le plus fort</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="96"/>
        <source>Building</source>
        <translation>Constructions</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="97"/>
        <source>Today&apos;s Cassino, not Peel&apos;s: a player may lay a card on table cards to make a total he can take later with another card of his; a card of that value takes the build whole, and a player with a build on the table must take or build.</source>
        <translation>Le Cassino d&apos;aujourd&apos;hui, non celui de Peel&#xa0;: un joueur peut poser une carte sur des cartes de la table pour faire un total qu&apos;il pourra prendre plus tard avec une autre de ses cartes&#xa0;; une carte de cette valeur prend la construction entière, et un joueur qui a une construction sur la table doit prendre ou construire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="98"/>
        <source>Raising builds</source>
        <translation>Élever les constructions</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="99"/>
        <source>With building: a card from the hand laid on a single build (anyone&apos;s) raises it to a new total of ten or less, which the player must be able to take with another card he holds; the build becomes his. A multiple build cannot be raised.</source>
        <translation>Avec les constructions&#xa0;: une carte de la main posée sur une construction simple (de n&apos;importe qui) l&apos;élève à un nouveau total de dix au plus, que le joueur doit pouvoir prendre avec une autre carte de sa main&#xa0;; la construction devient la sienne. Une construction multiple ne peut pas être élevée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="100"/>
        <source>Multiple builds</source>
        <translation>Constructions multiples</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="101"/>
        <source>With building: a build gathers every loose card and set of its total and every build of that total on the table, and a card of the total may be built on them (a five on a five, holding another five); any player holding the total may add to a build so.</source>
        <translation>Avec les constructions&#xa0;: une construction réunit toute carte libre et tout groupe de son total et toute construction de ce total sur la table, et une carte du total elle-même peut y être construite (un cinq sur un cinq, en ayant un autre cinq)&#xa0;; tout joueur qui a le total peut ainsi ajouter à une construction.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="102"/>
        <source>A player with a build</source>
        <translation>Un joueur qui a une construction</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="103"/>
        <source>With building: while a player has a build of his own on the table he may not lay a card down, but may take or build anything; or, stricter, he must take that build or add to it when he can.</source>
        <translation>Avec les constructions&#xa0;: tant qu&apos;un joueur a une construction à lui sur la table, il ne peut pas poser de carte, mais peut prendre ou construire à son gré&#xa0;; ou, plus strict, il doit prendre cette construction ou y ajouter quand il le peut.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="104"/>
        <source>Must take or build, never lay down</source>
        <translation>Doit prendre ou construire, jamais poser</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="105"/>
        <source>Must take his build or add to it</source>
        <translation>Doit prendre sa construction ou y ajouter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="106"/>
        <source>How many sit at the table, the human included (seven at most with the 32-card pack).</source>
        <translation>Combien de joueurs à la table, vous compris (sept au plus avec le jeu de 32 cartes).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="107"/>
        <source>The full pack of 52 cards, or the 32-card pack (ace, seven to king) for up to seven players.</source>
        <translation>Le jeu complet de 52 cartes, ou le jeu de 32 cartes (as, sept à roi) jusqu’à sept joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="108"/>
        <source>Form of the game</source>
        <translation>Forme du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="109"/>
        <source>The new game (trading with the dealer for ready money, or by barter with the left-hand neighbour), the old game (exchanging with three cards face up on the table), or Pool Commerce (the old game played for three counters each).</source>
        <translation>Le nouveau jeu (commerce au comptant avec le donneur, ou troc avec le voisin de gauche), l’ancien jeu (échanges avec trois cartes face visible sur la table), ou le Commerce à la cagnotte (l’ancien jeu pour trois jetons chacun).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="110"/>
        <source>The new game</source>
        <translation>Le nouveau jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="111"/>
        <source>The old game</source>
        <translation>L’ancien jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="112"/>
        <source>Pool Commerce</source>
        <translation>Commerce à la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="113"/>
        <source>Combinations</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="114"/>
        <source>Limited Commerce: every combination, or without the pair, or without the flush and the pair.</source>
        <translation>Commerce limité&#xa0;: toutes les combinaisons, ou sans la paire, ou sans le flux ni la paire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="115"/>
        <source>Tricon, sequence, flush, pair and point</source>
        <translation>Tricon, séquence, flux, paire et point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="116"/>
        <source>No pair</source>
        <translation>Pas de paire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="117"/>
        <source>No flush and no pair</source>
        <translation>Ni flux ni paire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="119"/>
        <source>The one stake of the game: what goes into the pool, buys a card, and settles the old game.</source>
        <translation>La mise unique du jeu&#xa0;: ce qui va dans la cagnotte, achète une carte et règle l’ancien jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="120"/>
        <source>Counters each player starts with; a purse may run below nothing (the game is settled on paper).</source>
        <translation>Les jetons de départ de chaque joueur&#xa0;; une bourse peut passer sous zéro (le jeu se règle sur le papier).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="121"/>
        <source>How many hands make the game; 0 means one round, each player dealing once.</source>
        <translation>Combien de donnes font la partie&#xa0;; 0 signifie un tour, chacun donnant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="123"/>
        <source>Penalty for the dealer</source>
        <translation>Pénalité du donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="124"/>
        <source>A dealer holding a tricon, sequence, flush or pair who is beaten pays a stake to every player, or only to those with better hands.</source>
        <translation>Un donneur battu qui tient un tricon, une séquence, un flux ou une paire paie une mise à chaque joueur, ou seulement à ceux qui ont une meilleure main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="125"/>
        <source>No penalty</source>
        <translation>Pas de pénalité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="126"/>
        <source>Pays every player</source>
        <translation>Paie chaque joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="127"/>
        <source>Pays the better hands</source>
        <translation>Paie les meilleures mains</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="128"/>
        <source>Extended Commerce</source>
        <translation>Commerce prolongé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="129"/>
        <source>The new game: trading goes on until every player has stood, not only the first.</source>
        <translation>Le nouveau jeu&#xa0;: le commerce continue jusqu’à ce que tous les joueurs soient restés, pas seulement le premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="130"/>
        <source>Continuous dealing</source>
        <translation>Donneur continu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="131"/>
        <source>The dealer keeps the deal until a hand shows a tricon, sequence or flush.</source>
        <translation>Le donneur garde la donne jusqu’à ce qu’une main montre un tricon, une séquence ou un flux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="132"/>
        <source>Longest trading</source>
        <translation>Commerce le plus long</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="133"/>
        <source>Times round the table before every player must stand (the old game: before the hands are shown).</source>
        <translation>Tours de table avant que tous doivent rester (l’ancien jeu&#xa0;: avant que les mains soient montrées).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="135"/>
        <source>Pool Commerce: counters each player buys; the worst hand of each deal loses one.</source>
        <translation>Commerce à la cagnotte&#xa0;: les jetons que chacun achète&#xa0;; la plus mauvaise main de chaque donne en perd un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="136"/>
        <source>Price of the counters</source>
        <translation>Prix des jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="137"/>
        <source>Pool Commerce: what each player pays into the pool for the counters.</source>
        <translation>Commerce à la cagnotte&#xa0;: ce que chacun paie à la cagnotte pour les jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="138"/>
        <source>Prize for a hand</source>
        <translation>Prix d’une donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="139"/>
        <source>Pool Commerce: what the winner of each hand takes from the pool.</source>
        <translation>Commerce à la cagnotte&#xa0;: ce que le gagnant de chaque donne prend dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="140"/>
        <source>Buying a horse</source>
        <translation>Acheter un cheval</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="141"/>
        <source>Pool Commerce: the first player out may buy one counter back.</source>
        <translation>Commerce à la cagnotte&#xa0;: le premier éliminé peut racheter un jeton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="142"/>
        <source>Price of a horse</source>
        <translation>Prix d’un cheval</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="143"/>
        <source>Pool Commerce: what the horse costs, paid into the pool.</source>
        <translation>Commerce à la cagnotte&#xa0;: ce que coûte le cheval, payé à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="144"/>
        <source>How many sit at the table, the human included: seven cards each for two players, five for more.</source>
        <translation>Combien sont à la table, vous compris&#xa0;: sept cartes chacun à deux, cinq au-delà.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="145"/>
        <source>Scoring</source>
        <translation>Marque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="146"/>
        <source>One game, won by the first player out of cards; or penalty points for the cards left in hand (eights 50, court cards 10, others their pips) until someone reaches the target, the lowest total winning; or the player out scores the cards left in the other hands, the first to the target winning.</source>
        <translation>Une seule partie, gagnée par le premier sans cartes&#xa0;; ou des points de pénalité pour les cartes restées en main (huit 50, figures 10, les autres leur valeur) jusqu&apos;à ce que quelqu&apos;un atteigne l&apos;objectif, le plus petit total gagnant&#xa0;; ou le joueur qui finit marque les cartes des autres mains, le premier à l&apos;objectif gagnant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="147"/>
        <source>One game</source>
        <translation>Une seule partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="148"/>
        <source>Penalty points to a target</source>
        <translation>Points de pénalité jusqu&apos;à un objectif</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="149"/>
        <source>The player out scores the others&apos; cards</source>
        <translation>Le joueur qui finit marque les cartes des autres</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="150"/>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="151"/>
        <source>With points: the total that ends the game.</source>
        <translation>Avec des points&#xa0;: le total qui termine la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="152"/>
        <source>Drawing</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="153"/>
        <source>A player who cannot play draws one card and the turn passes, as the book has it; or draws until he can play, and then plays.</source>
        <translation>Un joueur qui ne peut pas jouer pioche une carte et passe la main, comme le dit le livre&#xa0;; ou pioche jusqu&apos;à pouvoir jouer, puis joue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="154"/>
        <source>One card, then the turn passes</source>
        <translation>Une carte, puis la main passe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="155"/>
        <source>Until able to play</source>
        <translation>Jusqu&apos;à pouvoir jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="156"/>
        <source>When the stock runs out</source>
        <translation>Quand la pioche est vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="157"/>
        <source>The discard pile, less its top card, is shuffled into a new stock; or a player who cannot play passes. When nobody can play or draw, the lowest count in hand wins the deal.</source>
        <translation>La défausse, moins sa carte du dessus, est mélangée pour faire une nouvelle pioche&#xa0;; ou un joueur qui ne peut pas jouer passe. Quand personne ne peut jouer ni piocher, le plus petit total en main gagne la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="158"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Mélanger la défausse pour une nouvelle pioche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="159"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="215"/>
        <source>How many sit at the table, the human included: up to twenty-four (eighteen with the smaller box); past twelve some take one card.</source>
        <translation>Nombre de joueurs à la table, vous compris&#xa0;: jusqu’à vingt-quatre (dix-huit avec la petite boîte)&#xa0;; au-delà de douze, certains ne prennent qu’un carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="216"/>
        <source>The first method is a race to cover a row, two rows and a card as the numbers are called; the second pays the counters on each line after drawings of ten knobs.</source>
        <translation>La première méthode est une course pour couvrir une ligne, deux lignes et un carton à mesure que les numéros sont annoncés&#xa0;; la seconde paie les jetons de chaque ligne après des tirages de dix boules.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="217"/>
        <source>First method: the race</source>
        <translation>Première méthode&#xa0;: la course</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="218"/>
        <source>Second method: drawings</source>
        <translation>Seconde méthode&#xa0;: les tirages</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="219"/>
        <source>Cards in the box</source>
        <translation>Cartons dans la boîte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="220"/>
        <source>Twenty-four cards carry each number four times; eighteen carry it three times.</source>
        <translation>Avec vingt-quatre cartons chaque numéro figure quatre fois&#xa0;; avec dix-huit, trois fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="221"/>
        <source>Cards each</source>
        <translation>Cartons par joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="403"/>
        <source>An even number of players from four in two sides, partners sitting alternately: there are no spoils.</source>
        <translation>Un nombre pair de joueurs à partir de quatre, en deux camps, les partenaires assis en alternance&#xa0;: il n’y a pas de coup gâché.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="407"/>
        <source>A player who has won every trick so far and has three may play on for all five: he then also takes a stake from each player, but loses the pool if he fails.</source>
        <translation>Un joueur qui a gagné tous les plis jusque-là et en a trois peut continuer pour les cinq&#xa0;: il reçoit alors aussi une mise de chaque joueur, mais perd la cagnotte s’il échoue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="224"/>
        <source>Counters staked into the pool for each card taken (and, at the second method, each time the pool is renewed).</source>
        <translation>Jetons misés dans la cagnotte pour chaque carton pris (et, à la seconde méthode, à chaque renouvellement de la cagnotte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="83"/>
        <source>Two to six at the table, the human included.</source>
        <translation>De deux à six à la table, vous compris.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="92"/>
        <source>With three or more players each playing for himself: each scores his own points; or, as is sometimes agreed, the lowest scorer&apos;s points are taken from each of the others; or, with three, the two lowest are added together and taken from the highest, who alone scores.</source>
        <translation>À trois ou plus, chacun pour soi&#xa0;: chacun marque ses propres points&#xa0;; ou, comme on en convient parfois, les points du plus faible sont retranchés de ceux de chacun des autres&#xa0;; ou, à trois, les deux plus faibles sont additionnés et retranchés du plus fort, qui seul marque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="225"/>
        <source>Prizes</source>
        <translation>Gains</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="226"/>
        <source>First method: a quarter of the pool for the first row, a quarter for the first two rows on one card and the rest for the first whole card; or the whole pool for the card.</source>
        <translation>Première méthode&#xa0;: un quart de la cagnotte pour la première ligne, un quart pour les deux premières lignes d&apos;un carton et le reste pour le premier carton plein&#xa0;; ou toute la cagnotte pour le carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="227"/>
        <source>Row, two rows and card</source>
        <translation>Ligne, deux lignes et carton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="228"/>
        <source>Only the whole card</source>
        <translation>Carton plein seulement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="229"/>
        <source>Whole card</source>
        <translation>Carton plein</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="230"/>
        <source>First method, with several cards each: the last prize goes to the first to cover one card, or all of the player&apos;s cards.</source>
        <translation>Première méthode, avec plusieurs cartons chacun&#xa0;: le dernier gain va au premier qui couvre un carton, ou tous ses cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="231"/>
        <source>Any one card</source>
        <translation>N&apos;importe quel carton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="232"/>
        <source>All the player&apos;s cards</source>
        <translation>Tous les cartons du joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="233"/>
        <source>Counters from the pool</source>
        <translation>Jetons pris dans la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="234"/>
        <source>First method: everyone also puts fifteen counters a card in a second pool, takes one back for each number covered, and the winner of the card takes what is left.</source>
        <translation>Première méthode&#xa0;: chacun met aussi quinze jetons par carton dans une seconde cagnotte, en reprend un par numéro couvert, et le gagnant du carton prend le reste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="235"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="236"/>
        <source>First method: how many rounds make the game, each with fresh cards and a full bag.</source>
        <translation>Première méthode&#xa0;: combien de manches fait la partie, chacune avec de nouveaux cartons et un sac plein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="237"/>
        <source>Easy: reaction (ms)</source>
        <translation>Facile&#xa0;: réaction (ms)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="238"/>
        <source>First method: how long an easy computer player takes, on average, to answer a call.</source>
        <translation>Première méthode&#xa0;: le temps moyen que met un joueur ordinateur facile à répondre à une annonce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="239"/>
        <source>Standard: reaction (ms)</source>
        <translation>Standard&#xa0;: réaction (ms)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="240"/>
        <source>First method: how long a standard computer player takes, on average, to answer a call.</source>
        <translation>Première méthode&#xa0;: le temps moyen que met un joueur ordinateur standard à répondre à une annonce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="241"/>
        <source>Expert: reaction (ms)</source>
        <translation>Expert&#xa0;: réaction (ms)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="242"/>
        <source>First method: how long an expert computer player takes, on average, to answer a call.</source>
        <translation>Première méthode&#xa0;: le temps moyen que met un joueur ordinateur expert à répondre à une annonce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="243"/>
        <source>Easy: attention (%)</source>
        <translation>Facile&#xa0;: attention (%)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="244"/>
        <source>First method: the share of calls an easy computer player notices at once; a missed number is covered at the next call.</source>
        <translation>Première méthode&#xa0;: la part des annonces qu&apos;un joueur ordinateur facile remarque aussitôt&#xa0;; un numéro manqué est couvert à l&apos;annonce suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="245"/>
        <source>Standard: attention (%)</source>
        <translation>Standard&#xa0;: attention (%)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="246"/>
        <source>First method: the share of calls a standard computer player notices at once.</source>
        <translation>Première méthode&#xa0;: la part des annonces qu&apos;un joueur ordinateur standard remarque aussitôt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="247"/>
        <source>Expert: attention (%)</source>
        <translation>Expert&#xa0;: attention (%)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="248"/>
        <source>First method: the share of calls an expert computer player notices at once.</source>
        <translation>Première méthode&#xa0;: la part des annonces qu&apos;un joueur ordinateur expert remarque aussitôt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="249"/>
        <source>Counters a card</source>
        <translation>Jetons par carton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="250"/>
        <source>Second method: counters put on the table for every card taken, from which each counter laid is paid (Peel: sixty).</source>
        <translation>Seconde méthode&#xa0;: jetons posés sur la table pour chaque carton pris, avec lesquels chaque jeton placé est payé (Peel&#xa0;: soixante).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="251"/>
        <source>Knobs a drawing</source>
        <translation>Boules par tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="252"/>
        <source>Second method: knobs drawn at each drawing (the board has ten cavities).</source>
        <translation>Seconde méthode&#xa0;: boules tirées à chaque tirage (la planche a dix cavités).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="253"/>
        <source>Drawings</source>
        <translation>Tirages</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="254"/>
        <source>Second method: the number of the last drawing; 0 plays on until the counters on the table are gone.</source>
        <translation>Seconde méthode&#xa0;: le numéro du dernier tirage&#xa0;; 0 continue jusqu&apos;à épuisement des jetons sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="255"/>
        <source>Exchanges</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="257"/>
        <source>Before the first drawing</source>
        <translation>Avant le premier tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="258"/>
        <source>Before every drawing</source>
        <translation>Avant chaque tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="259"/>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="260"/>
        <source>Put knobs away</source>
        <translation>Mettre les boules de côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="261"/>
        <source>Second method: a knob on nobody&apos;s card stays out of the bag until someone takes a card bearing it.</source>
        <translation>Seconde méthode&#xa0;: une boule qui n&apos;est sur aucun carton reste hors du sac jusqu&apos;à ce que quelqu&apos;un prenne un carton qui la porte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="262"/>
        <source>Most cards</source>
        <translation>Cartons au plus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="263"/>
        <source>Second method: the most cards one player may hold.</source>
        <translation>Seconde méthode&#xa0;: le plus grand nombre de cartons qu&apos;un joueur peut tenir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="264"/>
        <source>Ambo</source>
        <translation>Ambe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="265"/>
        <source>Second method: counters paid beside the two laid for two on one line.</source>
        <translation>Seconde méthode&#xa0;: jetons payés en plus des deux placés pour deux sur une même ligne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="266"/>
        <source>Terne</source>
        <translation>Terne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="267"/>
        <source>Second method: counters paid beside those laid for three on one line.</source>
        <translation>Seconde méthode&#xa0;: jetons payés en plus de ceux placés pour trois sur une même ligne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="268"/>
        <source>Quaterne</source>
        <translation>Quaterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="269"/>
        <source>Second method: counters paid beside those laid for four on one line.</source>
        <translation>Seconde méthode&#xa0;: jetons payés en plus de ceux placés pour quatre sur une même ligne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="270"/>
        <source>Quinterne</source>
        <translation>Quine</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="271"/>
        <source>Second method: counters paid beside those laid for a full line of five.</source>
        <translation>Seconde méthode&#xa0;: jetons payés en plus de ceux placés pour une ligne pleine de cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="272"/>
        <source>How many sit at the table, the human included (eight at most with the 32-card pack).</source>
        <translation>Combien de joueurs à la table, vous compris (huit au plus avec le jeu de 32 cartes).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="273"/>
        <source>The full pack of 52 cards, or the 32-card pack (ace, seven to king) for up to eight players.</source>
        <translation>Le jeu complet de 52 cartes, ou le jeu de 32 cartes (as, sept à roi) jusqu’à huit joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="274"/>
        <source>Passing</source>
        <translation>Passage des cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="275"/>
        <source>Each player throws a card face down to the left, or the left-hand player draws one unseen from his hand.</source>
        <translation>Chaque joueur jette une carte face cachée vers la gauche, ou le voisin de gauche en tire une de sa main sans la voir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="276"/>
        <source>Throw a card to the left</source>
        <translation>Jeter une carte à gauche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="277"/>
        <source>The left-hand player draws</source>
        <translation>Le voisin de gauche tire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="278"/>
        <source>Flushes only</source>
        <translation>Couleurs seulement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="279"/>
        <source>Only four cards of one suit sing; one of each suit does not.</source>
        <translation>Seules quatre cartes d’une couleur chantent&#xa0;; une de chaque couleur ne chante pas.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="280"/>
        <source>Four cards each, or three (then only three of one suit sing).</source>
        <translation>Quatre cartes chacun, ou trois (alors seules trois d’une couleur chantent).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="281"/>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="283"/>
        <source>Through the whole pack</source>
        <translation>Jusqu’au bout du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="284"/>
        <source>Each song is turned down as a trick and the singer takes fresh cards, until the pack is out; the most tricks take the pool.</source>
        <translation>Chaque chant est retourné comme un pli et le chanteur prend des cartes fraîches, jusqu’à épuisement du jeu&#xa0;; le plus de plis gagne la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="285"/>
        <source>What each player puts into the pool at every deal; the dealer pays one more.</source>
        <translation>Ce que chacun met dans la cagnotte à chaque donne&#xa0;; le donneur paie un de plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="286"/>
        <source>How many deals make the game; 0 means one round, each player dealing once.</source>
        <translation>Combien de donnes font la partie&#xa0;; 0 signifie un tour, chacun donnant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="287"/>
        <source>Rounds before the stock</source>
        <translation>Tours avant la pioche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="288"/>
        <source>After this many rounds the leader may change a card with the stock each time round.</source>
        <translation>Après ce nombre de tours, le premier en main peut échanger une carte avec la pioche à chaque tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="289"/>
        <source>Longest deal</source>
        <translation>Donne la plus longue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="290"/>
        <source>Rounds after which a deal with no song is given up; its pool stays for the next deal.</source>
        <translation>Tours après lesquels une donne sans chant est abandonnée&#xa0;; sa cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="291"/>
        <source>Who takes a pool card&apos;s stakes</source>
        <translation>Qui remporte les mises d’une carte de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="292"/>
        <source>The player of the card just below it, as Peel has it, or of the same card from the pack, as played today.</source>
        <translation>Le joueur de la carte juste en dessous, selon Peel, ou de la même carte du jeu, comme on joue aujourd’hui.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="293"/>
        <source>The card below it (Peel)</source>
        <translation>La carte en dessous (Peel)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="294"/>
        <source>The same card (today&apos;s rule)</source>
        <translation>La même carte (règle actuelle)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="295"/>
        <source>Sevens out</source>
        <translation>Sans les sept</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="296"/>
        <source>Take the four sevens out of the pack to make stops.</source>
        <translation>Retirer les quatre sept du jeu pour créer des arrêts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="297"/>
        <source>Dead hand</source>
        <translation>Main morte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="298"/>
        <source>Deal a hand nobody plays, for stops nobody can see.</source>
        <translation>Distribuer une main que personne ne joue, pour des arrêts que personne ne voit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="299"/>
        <source>Staking the pool cards</source>
        <translation>Mises sur les cartes de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="300"/>
        <source>Each player stakes once and all four are covered, or each player stakes on every pool card.</source>
        <translation>Chaque joueur mise une fois et les quatre cartes sont couvertes, ou chaque joueur mise sur chaque carte de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="301"/>
        <source>Spread over the pool cards</source>
        <translation>Réparties sur les cartes de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="302"/>
        <source>A stake on every pool card</source>
        <translation>Une mise sur chaque carte de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="118"/>
        <source>Stake</source>
        <translation>Mise</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="303"/>
        <source>Counters in each stake on the pool cards.</source>
        <translation>Jetons de chaque mise sur les cartes de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="304"/>
        <source>Dealer&apos;s extra stakes</source>
        <translation>Mises supplémentaires du donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="305"/>
        <source>Stakes the dealer adds to the pool cards at each deal.</source>
        <translation>Mises que le donneur ajoute sur les cartes de cagnotte à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="306"/>
        <source>Board</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="307"/>
        <source>Eight compartments, or Five-Pool Pope without King, Queen and Knave.</source>
        <translation>Huit cases, ou Pope à cinq cases, sans Roi, Dame ni Valet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="308"/>
        <source>Eight pools</source>
        <translation>Huit cases</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="309"/>
        <source>Five pools (Five-Pool Pope)</source>
        <translation>Cinq cases (Pope à cinq cases)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="310"/>
        <source>Who dresses the board</source>
        <translation>Qui garnit le tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="311"/>
        <source>Everyone stakes before each deal (the dealer twice as much), or the dealer dresses it alone.</source>
        <translation>Tout le monde mise avant chaque donne (le donneur deux fois plus), ou le donneur le garnit seul.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="312"/>
        <source>Everyone, the dealer double</source>
        <translation>Tous, le donneur double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="313"/>
        <source>The dealer alone</source>
        <translation>Le donneur seul</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="314"/>
        <source>Counters on the board</source>
        <translation>Jetons sur le tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="315"/>
        <source>The least a dressing puts on the board: Pope 6, Matrimony 2, Intrigue 2, one on each honour, Game the rest. At least 15 for eight pools (Peel), 12 for five.</source>
        <translation>Le moins qu’on met pour garnir le tableau&#xa0;: Pape 6, Mariage 2, Intrigue 2, un sur chaque honneur, Jeu le reste. Au moins 15 pour huit cases (Peel), 12 pour cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="317"/>
        <source>What each player stakes when everyone dresses (the dealer pays double); a share too small to reach the counters on the board is raised to the least that does. 0 takes that least.</source>
        <translation>Ce que mise chaque joueur quand tous garnissent le tableau (le donneur paie double)&#xa0;; une part trop petite pour atteindre les jetons du tableau est relevée à la plus petite qui suffit. 0 prend cette plus petite part.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="381"/>
        <source>Two to ten; four or five make the best game.</source>
        <translation>De deux à dix&#xa0;; quatre ou cinq font le meilleur jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="382"/>
        <source>Counters each player pays into a new pool.</source>
        <translation>Jetons que chaque joueur met dans une nouvelle cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="383"/>
        <source>Dealer&apos;s stake</source>
        <translation>Mise du donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="384"/>
        <source>The extra counters the dealer pays into the pool every deal.</source>
        <translation>Les jetons supplémentaires que le donneur met dans la cagnotte à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="385"/>
        <source>Stake after a spoil</source>
        <translation>Mise après un coup gâché</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="386"/>
        <source>Counters each player pays into the pool after a hand no one won.</source>
        <translation>Jetons que chaque joueur met dans la cagnotte après une donne que personne n&apos;a gagnée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="388"/>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="389"/>
        <source>Five cards each: two then three, or three then two.</source>
        <translation>Cinq cartes chacun&#xa0;: deux puis trois, ou trois puis deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="390"/>
        <source>Two, then three</source>
        <translation>Deux, puis trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="391"/>
        <source>Three, then two</source>
        <translation>Trois, puis deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="392"/>
        <source>Robbing</source>
        <translation>Vol</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="393"/>
        <source>The holder of the ace of trumps must rob the turn-up before his first card or may not win the pool; or robbing is optional; or it is not played.</source>
        <translation>Le détenteur de l&apos;as d&apos;atout doit voler la retourne avant sa première carte, sinon il ne peut gagner la cagnotte&#xa0;; ou le vol est facultatif&#xa0;; ou il ne se joue pas.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="394"/>
        <source>Required</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="395"/>
        <source>Optional</source>
        <translation>Facultatif</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="396"/>
        <source>Not played</source>
        <translation>Non joué</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="397"/>
        <source>Ordinary order</source>
        <translation>Ordre habituel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="398"/>
        <source>Every suit ranks ace high as usual, with no special trumps: easier for family play.</source>
        <translation>Chaque couleur a l&apos;as fort comme d&apos;habitude, sans atouts spéciaux&#xa0;: plus simple en famille.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="399"/>
        <source>Tricks to win</source>
        <translation>Plis pour gagner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="400"/>
        <source>Three tricks take the pool; with many players, Two Tricks Win.</source>
        <translation>Trois plis gagnent la cagnotte&#xa0;; avec beaucoup de joueurs, deux plis suffisent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="282"/>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="319"/>
        <source>The board is dressed for the first deal only; then the dealer stakes once a deal, and the cards left in hand are paid onto the board, spread so every chance is covered.</source>
        <translation>Le tableau n’est garni que pour la première donne&#xa0;; ensuite le donneur mise une fois par donne, et les cartes restées en main sont payées sur le tableau, réparties pour que chaque case soit couverte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="358"/>
        <source>How many sit at the table, the human included: three to ten with the full pack, up to six with 32 cards.</source>
        <translation>Combien sont à la table, vous compris&#xa0;: de trois à dix avec le jeu complet, six au plus avec 32 cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="359"/>
        <source>Counters each player starts with, and takes again on buying in when the purse is empty.</source>
        <translation>Les jetons de départ de chacun, qu&apos;il reprend en rachetant quand sa bourse est vide.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="360"/>
        <source>A high turn-up ends the hand</source>
        <translation>Une retourne haute termine la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="361"/>
        <source>An ace, king, queen or knave turned up for trumps ends the hand at once: its owner takes the pool and the deal passes.</source>
        <translation>Un as, un roi, une dame ou un valet retourné pour l&apos;atout termine la donne aussitôt&#xa0;: son propriétaire prend la cagnotte et la donne passe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="362"/>
        <source>The turn-up belongs to the pool</source>
        <translation>La retourne appartient à la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="363"/>
        <source>The turn-up is not sold; if it is still the best trump at the end, the pool stays for the next deal.</source>
        <translation>La retourne n&apos;est pas vendue&#xa0;; si elle est encore le meilleur atout à la fin, la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="364"/>
        <source>Spare hand</source>
        <translation>Main de réserve</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="365"/>
        <source>Three cards are dealt to the middle and turned up last; if they hold a better trump, the pool stays for the next deal.</source>
        <translation>Trois cartes sont données au milieu et retournées en dernier&#xa0;; si elles contiennent un meilleur atout, la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="366"/>
        <source>Penalty for a knave or five</source>
        <translation>Pénalité pour un valet ou un cinq</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="367"/>
        <source>Counters paid into the pool by the owner of a knave or a five turned up (the buyer, if it was sold first); 0 for none.</source>
        <translation>Jetons payés à la cagnotte par le propriétaire d&apos;un valet ou d&apos;un cinq retourné (l&apos;acheteur, s&apos;il a été vendu avant)&#xa0;; 0 pour aucune.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="368"/>
        <source>Looking out of turn</source>
        <translation>Regarder hors de son tour</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="369"/>
        <source>Counters paid for looking at one of your own face-down cards; whoever looks cannot take the pool that deal. 0: looking is not allowed.</source>
        <translation>Jetons payés pour regarder l&apos;une de ses propres cartes cachées&#xa0;; qui regarde ne peut pas prendre la cagnotte de cette donne. 0&#xa0;: interdit de regarder.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="387"/>
        <source>How many deals make the game for the pool; 0 means each player deals once. Play goes on until the pool is won.</source>
        <translation>Nombre de donnes de la partie pour la cagnotte&#xa0;; 0 signifie un tour, chacun donnant une fois. On joue jusqu’à ce que la cagnotte soit gagnée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="401"/>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="402"/>
        <source>Partnerships</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="404"/>
        <source>Fiving</source>
        <translation>Fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="405"/>
        <source>Two players or two partnerships: the non-dealer may ask the dealer to turn up a new trump once a hand.</source>
        <translation>Deux joueurs ou deux équipes&#xa0;: le non-donneur peut demander au donneur de retourner un nouvel atout, une fois par donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="406"/>
        <source>Jinking</source>
        <translation>Jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="408"/>
        <source>Played to a score</source>
        <translation>Joué aux points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="409"/>
        <source>Twenty-Five or Forty-Five: five points a trick, no pool; winning all five tricks wins the game.</source>
        <translation>Twenty-Five ou Forty-Five&#xa0;: cinq points par pli, pas de cagnotte&#xa0;; qui gagne les cinq plis gagne la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="410"/>
        <source>No: for the pool</source>
        <translation>Non&#xa0;: pour la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="411"/>
        <source>Twenty-Five</source>
        <translation>Twenty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="412"/>
        <source>Forty-Five</source>
        <translation>Forty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="413"/>
        <source>Counters each player starts with; a player who runs out takes as many again.</source>
        <translation>Les jetons de départ de chaque joueur&#xa0;; celui qui n&apos;en a plus en reprend autant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="414"/>
        <source>Lowest stake</source>
        <translation>Mise la plus basse</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="415"/>
        <source>The fewest counters a punter may stake on a card.</source>
        <translation>Le moins de jetons qu&apos;un ponte peut miser sur une carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="416"/>
        <source>Highest stake</source>
        <translation>Mise la plus haute</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="417"/>
        <source>The most counters a punter may stake on a card (before the dealer&apos;s double).</source>
        <translation>Le plus de jetons qu&apos;un ponte peut miser sur une carte (avant le double du donneur).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="418"/>
        <source>Hands in the game</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="419"/>
        <source>How many hands are played before the game ends.</source>
        <translation>Combien de coups sont joués avant la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="420"/>
        <source>A punter&apos;s natural</source>
        <translation>Naturel d&apos;un ponte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="421"/>
        <source>What a punter&apos;s natural does to the deal: it passes to the player on the dealer&apos;s left, or to the holder of the natural, or the dealer keeps it (then the deal must be limited).</source>
        <translation>Ce que le naturel d&apos;un ponte fait de la donne&#xa0;: elle passe au joueur à gauche du donneur, ou au détenteur du naturel, ou le donneur la garde (la donne doit alors être limitée).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="422"/>
        <source>The deal passes to the left</source>
        <translation>La donne passe à gauche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="423"/>
        <source>The holder takes the deal</source>
        <translation>Le détenteur prend la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="424"/>
        <source>The dealer keeps the deal</source>
        <translation>Le donneur garde la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="425"/>
        <source>First hand exception</source>
        <translation>Exception du premier coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="426"/>
        <source>A natural in the first hand of a deal is paid as a drawn Vingt-un and the dealer deals on.</source>
        <translation>Un naturel au premier coup d&apos;une donne est payé comme un vingt-et-un tiré, et le donneur continue de donner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="427"/>
        <source>Privileges for a natural</source>
        <translation>Privilèges du naturel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="428"/>
        <source>Besides the dealer&apos;s double, the holder of a natural is paid his stake, or double it, by every other player (other holders of a natural excepted).</source>
        <translation>Outre le double payé par le donneur, le détenteur d&apos;un naturel reçoit sa mise, ou le double, de chaque autre joueur (les autres détenteurs d&apos;un naturel exceptés).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="429"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="430"/>
        <source>A stake from each</source>
        <translation>Une mise de chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="431"/>
        <source>A double from each</source>
        <translation>Une double mise de chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="432"/>
        <source>Limiting the deal</source>
        <translation>Limiter la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="433"/>
        <source>Besides a natural, the deal may end after a number of hands, after the dealer has gone through the pack twice, or with two packs shuffled together and gone through once.</source>
        <translation>Outre un naturel, la donne peut finir après un nombre de coups, après que le donneur a passé deux fois tout le jeu, ou avec deux jeux mélangés ensemble passés une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="434"/>
        <source>A number of hands</source>
        <translation>Un nombre de coups</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="435"/>
        <source>Twice through the pack</source>
        <translation>Deux fois tout le jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="436"/>
        <source>Two packs, once through</source>
        <translation>Deux jeux, une fois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="437"/>
        <source>Hands in a deal</source>
        <translation>Coups d&apos;une donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="438"/>
        <source>With the deal limited to a number of hands: how many.</source>
        <translation>Quand la donne est limitée à un nombre de coups&#xa0;: combien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="439"/>
        <source>Pool: from each player</source>
        <translation>Cagnotte&#xa0;: de chaque joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="440"/>
        <source>Counters each player puts into the pool at the start of every deal (0: none). The pool goes to a natural.</source>
        <translation>Jetons que chaque joueur met à la cagnotte au début de chaque donne (0&#xa0;: aucun). La cagnotte va à un naturel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="441"/>
        <source>Pool: dealer&apos;s over-draw</source>
        <translation>Cagnotte&#xa0;: le donneur qui crève</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="442"/>
        <source>Counters the dealer pays into the pool whenever he over-draws (0: none).</source>
        <translation>Jetons que le donneur paie à la cagnotte chaque fois qu&apos;il crève (0&#xa0;: aucun).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="443"/>
        <source>Pool: dealer&apos;s ties</source>
        <translation>Cagnotte&#xa0;: égalités du donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="444"/>
        <source>The part of what the dealer takes on ties that he pays into the pool.</source>
        <translation>La part de ce que le donneur gagne sur les égalités qu&apos;il verse à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="445"/>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="446"/>
        <source>A quarter</source>
        <translation>Un quart</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="447"/>
        <source>A third</source>
        <translation>Un tiers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="448"/>
        <source>Selling the deal</source>
        <translation>Vente de la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="449"/>
        <source>The player whose turn it is to deal may offer the deal for sale; the buyer deals from his own seat.</source>
        <translation>Le joueur dont c&apos;est le tour de donner peut mettre la donne en vente&#xa0;; l&apos;acheteur donne depuis sa propre place.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="450"/>
        <source>Price of the deal</source>
        <translation>Prix de la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="451"/>
        <source>The lowest price at which the deal is offered; the seller may ask once, twice or three times it.</source>
        <translation>Le prix le plus bas auquel la donne est offerte&#xa0;; le vendeur peut en demander une, deux ou trois fois autant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="316"/>
        <source>Share of each player</source>
        <translation>Part de chaque joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="318"/>
        <source>Winner takes Game only</source>
        <translation>Le gagnant ne prend que Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="320"/>
        <source>Most paid for the Pope</source>
        <translation>Maximum payé pour le Pape</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="321"/>
        <source>The largest payment one player makes for a Pope turned up or played; 0 for no limit.</source>
        <translation>Le paiement maximal d’un joueur pour un Pape retourné ou joué&#xa0;; 0 pour aucune limite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="322"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="323"/>
        <source>Pope Joan wins</source>
        <translation>Le Pape retourné gagne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="324"/>
        <source>A Pope turned up wins the deal for the dealer at once, Game included.</source>
        <translation>Un Pape retourné fait gagner aussitôt la donne au donneur, Jeu compris.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="325"/>
        <source>Unseen stops</source>
        <translation>Arrêts cachés</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="326"/>
        <source>A spare hand dealt with the rest, a fixed number of cards set aside, or whatever is left after equal hands (Limited Stops).</source>
        <translation>Une main morte distribuée avec les autres, un nombre fixe de cartes mises de côté, ou ce qui reste après des mains égales (Limited Stops).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="327"/>
        <source>A spare hand</source>
        <translation>Une main morte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="328"/>
        <source>A fixed number set aside</source>
        <translation>Un nombre fixe mis de côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="329"/>
        <source>The odd cards set aside</source>
        <translation>Les cartes en trop mises de côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="330"/>
        <source>Cards set aside</source>
        <translation>Cartes mises de côté</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="331"/>
        <source>How many cards are set aside when the unseen stops are a fixed number.</source>
        <translation>Nombre de cartes mises de côté quand les arrêts cachés sont en nombre fixe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="332"/>
        <source>Dealer looks at the spare hand</source>
        <translation>Le donneur regarde la main morte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="333"/>
        <source>The dealer sees the spare hand and so sits the deal out, taking no cards.</source>
        <translation>Le donneur voit la main morte et ne joue donc pas la donne&#xa0;: il ne reçoit aucune carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="334"/>
        <source>Pope in place of a stop</source>
        <translation>Pape à la place d’un arrêt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="335"/>
        <source>At a stop, the holder of the Pope may play it instead of the missing card and play goes on from there.</source>
        <translation>À un arrêt, le détenteur du Pape peut le jouer à la place de la carte manquante, et le jeu reprend à partir de là.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="336"/>
        <source>Share Matrimony and Intrigue</source>
        <translation>Partager Mariage et Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="337"/>
        <source>When the two cards of Matrimony or Intrigue come from different players, they share its stake.</source>
        <translation>Quand les deux cartes du Mariage ou de l’Intrigue viennent de joueurs différents, ceux-ci en partagent la mise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="338"/>
        <source>How many sit at the table, the human included: two to ten with the full pack, up to six with 32 cards.</source>
        <translation>Nombre de joueurs à la table, vous compris&#xa0;: de deux à dix avec le jeu complet, six au plus avec 32 cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="134"/>
        <source>Counters each</source>
        <translation>Jetons par joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="339"/>
        <source>Counters each player starts with; a player who has lost them all is out.</source>
        <translation>Les jetons de chaque joueur au départ&#xa0;; qui les a tous perdus est éliminé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="86"/>
        <source>Pack</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="340"/>
        <source>The full pack of 52 cards, or the 32-card pack (sevens to aces) for six players at most.</source>
        <translation>Le jeu complet de 52 cartes, ou le jeu de 32 cartes (du sept à l’as) pour six joueurs au plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="88"/>
        <source>52 cards</source>
        <translation>52 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="89"/>
        <source>32 cards</source>
        <translation>32 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="222"/>
        <source>Cards each player takes, paying a stake for each (four or six at a double or treble stake); the method&apos;s own is one at the first method and two at the second. Past twelve players some take one card, as the box allows.</source>
        <translation>Cartons que prend chaque joueur, avec une mise pour chacun (quatre ou six pour une mise double ou triple)&#xa0;; le nombre propre à la méthode est un à la première et deux à la seconde. Au-delà de douze joueurs, certains ne prennent qu’un carton, selon la boîte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="223"/>
        <source>The method&apos;s own</source>
        <translation>Selon la méthode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="256"/>
        <source>Second method: when players may exchange, take or throw up cards, one or more a turn; before every drawing also means before the pool is replenished.</source>
        <translation>Seconde méthode&#xa0;: quand les joueurs peuvent échanger, prendre ou rendre des cartons, un ou plusieurs par tour&#xa0;; avant chaque tirage veut dire aussi avant que la cagnotte soit renflouée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="341"/>
        <source>Five cards each, everyone playing in turn; or the whole pack, a player playing on until the next one pairs his card.</source>
        <translation>Cinq cartes chacun, tous jouant à tour de rôle&#xa0;; ou tout le jeu, un joueur continuant jusqu’à ce que le suivant apparie une de ses cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="342"/>
        <source>Five each</source>
        <translation>Cinq chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="343"/>
        <source>The whole pack</source>
        <translation>Tout le jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="344"/>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="345"/>
        <source>The last player with counters takes the pool; or counters are unlimited and the first out of cards takes each deal&apos;s pool.</source>
        <translation>Le dernier à avoir des jetons prend la cagnotte&#xa0;; ou les jetons sont illimités et le premier qui n’a plus de cartes prend la cagnotte de chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="346"/>
        <source>The last one in</source>
        <translation>Le dernier en jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="347"/>
        <source>First out of cards (unlimited counters)</source>
        <translation>Le premier sans cartes (jetons illimités)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="348"/>
        <source>With unlimited counters: how many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>Avec des jetons illimités&#xa0;: nombre de donnes de la partie&#xa0;; 0 signifie un tour, chacun donnant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="349"/>
        <source>Failing to pair</source>
        <translation>Ne pas apparier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="350"/>
        <source>A player who can pair the card just played must do so; or, as a house rule, may fail and pay double.</source>
        <translation>Un joueur qui peut apparier la carte qui vient d’être jouée doit le faire&#xa0;; ou, en règle maison, il peut s’en abstenir et paie double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="351"/>
        <source>Not allowed</source>
        <translation>Interdit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="352"/>
        <source>Fined double</source>
        <translation>Amende double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="353"/>
        <source>Turn-up Snip</source>
        <translation>Turn-up Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="354"/>
        <source>With five cards each, the dealer turns up the top card of the stock; if the first player pairs it, the dealer pays for Snip, or the pool pays him one.</source>
        <translation>Avec cinq cartes chacun, le donneur retourne la carte du dessus du talon&#xa0;; si le premier joueur l’apparie, le donneur paie le Snip, ou la cagnotte lui paie un jeton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="355"/>
        <source>No turn-up</source>
        <translation>Pas de carte retournée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="356"/>
        <source>The dealer pays</source>
        <translation>Le donneur paie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="357"/>
        <source>The pool pays</source>
        <translation>La cagnotte paie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="370"/>
        <source>Each player but the dealer stakes this on Game; the dealer stakes twice this on Matrimony and once on Intrigue.</source>
        <translation>Chaque joueur sauf le donneur mise ce montant sur Jeu&#xa0;; le donneur en mise le double sur Mariage et autant sur Intrigue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="371"/>
        <source>Paid for Spin</source>
        <translation>Payé pour Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="372"/>
        <source>What every other player pays the one who plays the ace of diamonds.</source>
        <translation>Ce que chacun des autres joueurs paie à celui qui joue l’as de carreau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="373"/>
        <source>Paid for a king</source>
        <translation>Payé pour un roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="374"/>
        <source>What every other player pays the one who plays a king.</source>
        <translation>Ce que chacun des autres joueurs paie à celui qui joue un roi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="375"/>
        <source>Dealer stakes Game too</source>
        <translation>Le donneur mise aussi sur Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="376"/>
        <source>The dealer also stakes Game, besides Matrimony and Intrigue.</source>
        <translation>Le donneur mise aussi sur Jeu, en plus de Mariage et d’Intrigue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="377"/>
        <source>Winner skips the next Game stake</source>
        <translation>Le gagnant saute la mise suivante sur Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="378"/>
        <source>The last deal&apos;s winner does not stake the next Game.</source>
        <translation>Le gagnant de la dernière donne ne mise pas sur le Jeu suivant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="379"/>
        <source>Unplayed Spin pays double</source>
        <translation>Spin non joué paie double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="380"/>
        <source>A player still holding Spin when another goes out pays twice as much a card.</source>
        <translation>Un joueur qui tient encore Spin quand un autre sort paie le double par carte.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/rules_dialog.py" line="30"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="312"/>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="157"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="13"/>
        <source>The object of the game</source>
        <translation>Le but du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="314"/>
        <source>Cribbage is played by two, three or four people (four play as two partnerships). Points come in two ways: while the cards are being played, and afterwards, when each hand is laid face up and counted.</source>
        <translation>Le cribbage se joue à deux, trois ou quatre (à quatre, en deux équipes de deux). Les points se marquent de deux façons&#xa0;: pendant que l’on joue les cartes, puis après, quand chaque main est étalée face visible et comptée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="316"/>
        <source>The board and the pegs</source>
        <translation>La planche et les fiches</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="317"/>
        <source>The score is kept on a cribbage board. Each player (or partnership) has a track of sixty holes: thirty up the outer row and thirty back down the inner one, marked off in groups of five so that a score can be read at a glance.</source>
        <translation>Le score se tient sur une planche de cribbage. Chaque joueur (ou équipe) dispose d’une piste de soixante trous&#xa0;: trente en montant par la rangée extérieure et trente en redescendant par la rangée intérieure, groupés par cinq pour qu’on puisse lire un score d’un coup d’œil.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="319"/>
        <source>Once round the track is sixty points; the hole after it, the game hole, is the sixty-first. So the 61-point game is one lap, the 121-point game two laps and the 181-point game three laps, each finishing in the game hole.</source>
        <translation>Un tour de piste fait soixante points&#xa0;; le trou suivant, le trou final, est le soixante et unième. La partie en 61 points fait donc un tour, la partie en 121 points deux tours et la partie en 181 points trois tours, chacune se terminant dans le trou final.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="320"/>
        <source>The cards and what they count</source>
        <translation>Les cartes et leur valeur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="321"/>
        <source>An ordinary pack of 52 cards is used. When cards are added up, an ace counts 1, the two to the ten count their number, and the jack, queen and king count 10 each.</source>
        <translation>On utilise un jeu ordinaire de 52 cartes. Quand on additionne les cartes, l’as vaut 1, les cartes du deux au dix valent leur chiffre, et le valet, la dame et le roi valent 10 chacun.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="322"/>
        <source>For runs the cards keep their natural order, from ace up to two, three and so on to ten, jack, queen and king. The ace is only ever low: queen, king, ace is not a run.</source>
        <translation>Pour les suites, les cartes gardent leur ordre naturel, de l’as au deux, au trois et ainsi de suite jusqu’au dix, au valet, à la dame et au roi. L’as est toujours bas&#xa0;: dame, roi, as n’est pas une suite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="324"/>
        <source>Cutting for the deal</source>
        <translation>Couper pour la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="325"/>
        <source>Before the first hand each player cuts the pack and shows a card. The lowest card deals first, the ace being lowest of all; players who tie for lowest cut again.</source>
        <translation>Avant la première main, chaque joueur coupe le jeu et montre une carte. La plus basse donne en premier, l’as étant la plus basse de toutes&#xa0;; les joueurs à égalité pour la plus basse coupent de nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="326"/>
        <source>After every hand the deal moves one place to the left, so two players simply take turns. Dealing is worth having, because the crib belongs to the dealer.</source>
        <translation>Après chaque main, la donne passe d’une place vers la gauche&#xa0;; à deux, on donne donc simplement chacun son tour. Il vaut la peine de donner, car le crib appartient au donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="333"/>
        <source>Five-card game (two players)</source>
        <translation>Cribbage à cinq cartes (deux joueurs)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="334"/>
        <source>Six-card game (two players)</source>
        <translation>Cribbage à six cartes (deux joueurs)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="335"/>
        <source>Seven-card game (two players)</source>
        <translation>Cribbage à sept cartes (deux joueurs)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="336"/>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="337"/>
        <source>1, and one card from the pack</source>
        <translation>1, plus une carte du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="338"/>
        <source>Four players in partnerships</source>
        <translation>Quatre joueurs en équipes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="329"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="330"/>
        <source>Cards dealt to each</source>
        <translation>Cartes données à chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="331"/>
        <source>Laid out to the crib by each</source>
        <translation>Mises au crib par chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="332"/>
        <source>Kept for the play</source>
        <translation>Gardées pour le jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="327"/>
        <source>The deal and the crib</source>
        <translation>La donne et le crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="328"/>
        <source>The dealer gives out the cards face down, one at a time, beginning with the player on the left. How many depends on the game:</source>
        <translation>Le donneur distribue les cartes face cachée, une à la fois, en commençant par le joueur à sa gauche. Leur nombre dépend de la partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="340"/>
        <source>Choosing what to lay out is the first real decision of every hand. The dealer looks for cards that will score together in the crib; everyone else tries to give the dealer cards that will not.</source>
        <translation>Choisir quoi mettre au crib est la première vraie décision de chaque main. Le donneur cherche des cartes qui marqueront ensemble dans le crib&#xa0;; les autres essaient de lui donner des cartes qui ne marqueront pas.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="342"/>
        <source>The start and two for his heels</source>
        <translation>La carte de départ et deux pour les talons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="344"/>
        <source>Nobody plays the start, but in the show it counts as a fifth card belonging to every hand and to the crib alike.</source>
        <translation>Personne ne joue la carte de départ, mais à la montre elle compte comme une cinquième carte qui appartient à chaque main comme au crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="92"/>
        <source>How to play in this app</source>
        <translation>Jouer dans cette application</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="449"/>
        <source>The board runs across the top of the table and pegs every score for you. Your cards are at the bottom, the other players&apos; along the top; the pack and the start are on the left, the crib on the right, and the cards of the current count in the middle with the count beside them.</source>
        <translation>La planche s’étend en haut de la table et marque chaque score pour vous. Vos cartes sont en bas, celles des autres joueurs en haut&#xa0;; le jeu et la carte de départ sont à gauche, le crib à droite, et les cartes du compte en cours au milieu, avec le compte à côté.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="451"/>
        <source>Laying out</source>
        <translation>Mettre au crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="453"/>
        <source>Playing your cards</source>
        <translation>Jouer vos cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="454"/>
        <source>When it is your turn the panel says so and gives the count. Click a card to play it. A card that would take the count past 31 is refused, with a word of explanation.</source>
        <translation>Quand c’est votre tour, le panneau vous le signale et donne le compte. Cliquez sur une carte pour la jouer. Une carte qui ferait dépasser 31 au compte est refusée, avec un mot d’explication.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="456"/>
        <source>Counting your own hands</source>
        <translation>Compter vos propres mains</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="457"/>
        <source>Normally the app counts every hand and crib: each score appears in the score history the way a player would say it, and the cards that made it are highlighted on the table.</source>
        <translation>Normalement, l’application compte chaque main et chaque crib&#xa0;: chaque score s’affiche dans l’historique comme un joueur l’annoncerait, et les cartes qui l’ont produit sont mises en évidence sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="191"/>
        <source>move between the cards in your hand</source>
        <translation>passer d’une carte à l’autre dans votre main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="459"/>
        <source>choose the marked card for the crib, or play it</source>
        <translation>choisir la carte marquée pour le crib, ou la jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="460"/>
        <source>lay out the chosen cards, or claim your count</source>
        <translation>mettre au crib les cartes choisies, ou annoncer votre compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="461"/>
        <source>say Go</source>
        <translation>dire go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="462"/>
        <source>press that button (Lay out, Go, Claim)</source>
        <translation>appuyer sur ce bouton (Mettre au crib, Dire go, Annoncer)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="38"/>
        <source>start a new game</source>
        <translation>commencer une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="45"/>
        <source>take back your last move (the game is then not counted in the statistics)</source>
        <translation>annuler votre dernier coup (la partie ne compte alors pas dans les statistiques)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="51"/>
        <source>choose another game (this one stays saved)</source>
        <translation>choisir un autre jeu (celui-ci reste enregistré)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="53"/>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="54"/>
        <source>full screen on or off</source>
        <translation>plein écran ou non</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="55"/>
        <source>these rules</source>
        <translation>ces règles</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="96"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="97"/>
        <source>The keys for the table and the menus:</source>
        <translation>Les touches de la table et des menus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="98"/>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="99"/>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="464"/>
        <source>The score history lists every cut, deal, go and score, each with the new total, so you can check what happened while your attention was elsewhere.</source>
        <translation>L’historique énumère chaque coupe, donne, go et score, chacun avec le nouveau total, pour que vous puissiez vérifier ce qui s’est passé pendant que votre attention était ailleurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="48"/>
        <source>Where these rules come from</source>
        <translation>D’où viennent ces règles</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="27"/>
        <source>The play</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="349"/>
        <source>The played cards are then turned face down and a new count starts from nothing. It is led by the player after the one who played last (the next player round who still has cards), and the play goes on like this until every card is down.</source>
        <translation>Les cartes jouées sont alors retournées face cachée et un nouveau compte repart de zéro. Il est entamé par le joueur qui suit celui qui a joué en dernier (le suivant, dans l’ordre, qui a encore des cartes), et le jeu continue ainsi jusqu’à ce que toutes les cartes soient posées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="351"/>
        <source>Scoring in the play</source>
        <translation>Les points du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="352"/>
        <source>Whoever plays a card pegs at once for what it makes:</source>
        <translation>Qui joue une carte marque aussitôt ce qu’elle produit&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="361"/>
        <source>Pairs and runs only use the cards of the current count: once it has started again from nothing, the earlier cards no longer take part.</source>
        <translation>Les paires et les suites ne se font qu’avec les cartes du compte en cours&#xa0;: une fois qu’il est reparti de zéro, les cartes précédentes ne comptent plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="362"/>
        <source>One card can score several things at once. If the count stands at ten and the last card was a five, another five makes fifteen and a pair together, four points; a last card that also makes a pair scores three.</source>
        <translation>Une même carte peut marquer plusieurs choses à la fois. Si le compte est à dix et que la dernière carte était un cinq, un autre cinq fait à la fois quinze et une paire, soit quatre points&#xa0;; une dernière carte qui fait aussi une paire rapporte trois points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="363"/>
        <source>The play in the five-card game</source>
        <translation>Le jeu au cribbage à cinq cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="365"/>
        <source>In this game a player is not obliged to play on after the opponent&apos;s go: they may stop at once and take the point for last card.</source>
        <translation>Dans cette variante, un joueur n’est pas obligé de continuer à jouer après le go de l’adversaire&#xa0;: il peut s’arrêter aussitôt et prendre le point de la dernière carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="366"/>
        <source>An example of the play</source>
        <translation>Un exemple de jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="377"/>
        <source>So in this play you pegged four points and the dealer ten. Both hands are now picked up again for the show.</source>
        <translation>Dans ce jeu, vous avez donc marqué quatre points et le donneur dix. Les deux mains sont maintenant reprises pour la montre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="378"/>
        <source>The show</source>
        <translation>La montre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="380"/>
        <source>Each hand, and the crib, is counted together with the start card.</source>
        <translation>Chaque main, comme le crib, se compte avec la carte de départ.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="381"/>
        <source>The order is important near the end: points are pegged as each hand is counted, so a player who counts early can reach the target and win before a bigger hand further round is ever shown.</source>
        <translation>L’ordre a son importance en fin de partie&#xa0;: les points sont marqués à mesure que chaque main est comptée, si bien qu’un joueur qui compte tôt peut atteindre le but et gagner avant même qu’une main plus forte, plus loin dans l’ordre, ne soit montrée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="382"/>
        <source>What scores in the show</source>
        <translation>Ce qui marque à la montre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="388"/>
        <source>Players usually count aloud in that order, fifteens first, keeping a running total: “fifteen two, fifteen four, and a pair is six”. The score history of the app counts the same way.</source>
        <translation>Les joueurs comptent généralement à voix haute dans cet ordre, les quinzes d’abord, en faisant le total au fur et à mesure&#xa0;: «&#xa0;quinze deux, quinze quatre, et une paire, six&#xa0;». L’historique de l’application compte de la même façon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="389"/>
        <source>A hand worth nothing at all is jokingly called “nineteen”: four cards and the start can never score exactly nineteen.</source>
        <translation>Une main qui ne vaut rien du tout s’appelle pour rire «&#xa0;dix-neuf&#xa0;»&#xa0;: quatre cartes et la carte de départ ne peuvent jamais faire exactement dix-neuf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="390"/>
        <source>Examples of counting</source>
        <translation>Exemples de compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="394"/>
        <source>Winning the game</source>
        <translation>Gagner la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="395"/>
        <source>The game ends the instant a player or partnership reaches the target, whether by his heels, in the play or in the show. Nothing more is played or counted. The winner does not need the exact number: reaching or passing the game hole is enough.</source>
        <translation>La partie se termine à l’instant où un joueur ou une équipe atteint le but, que ce soit par les talons, pendant le jeu ou à la montre. On ne joue et ne compte plus rien. Le gagnant n’a pas besoin du nombre exact&#xa0;: il suffit d’atteindre ou de dépasser le trou final.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="396"/>
        <source>If nobody has won when the crib has been counted, the cards are gathered and the next player deals.</source>
        <translation>Si personne n’a gagné une fois le crib compté, on ramasse les cartes et le joueur suivant donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="397"/>
        <source>Lurch, skunk and the stakes</source>
        <translation>Lurch, capot et mises</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="398"/>
        <source>Cribbage is played for an agreed stake per game, and a loser who is left far behind pays more:</source>
        <translation>Le cribbage se joue pour une mise convenue par partie, et un perdant resté loin derrière paie davantage&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="402"/>
        <source>Only the worst of these applies, once: a double skunk is not a skunk as well. With three players, each loser pays according to their own score. Partners share a score, so they win or lose together.</source>
        <translation>Seule la pire de ces pénalités s’applique, une seule fois&#xa0;: un double capot ne compte pas en plus comme un capot. À trois joueurs, chaque perdant paie selon son propre score. Les partenaires partagent un score&#xa0;: ils gagnent ou perdent ensemble.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="403"/>
        <source>The app shows the stakes when a game ends (a win by a lurch is “+2”) and keeps count of lurches and skunks in Game ▸ Statistics.</source>
        <translation>L’application affiche les mises à la fin d’une partie (une victoire par lurch vaut «&#xa0;+2&#xa0;») et tient le compte des lurchs et des capots dans Partie ▸ Statistiques…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="404"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="32"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="409"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="410"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="411"/>
        <source>A heavy loss</source>
        <translation>Lourde défaite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="412"/>
        <source>Also</source>
        <translation>Et aussi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="413"/>
        <source>Hoyle&apos;s five-card game</source>
        <translation>Cribbage à cinq cartes de Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="414"/>
        <source>lurch below 31</source>
        <translation>lurch sous 31</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="415"/>
        <source>three for last; the play ends at the first go</source>
        <translation>trois pour le dernier&#xa0;; le jeu s’arrête au premier go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="416"/>
        <source>Hoyle&apos;s six-card game</source>
        <translation>Cribbage à six cartes de Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="417"/>
        <source>lurch below 61</source>
        <translation>lurch sous 61</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="418"/>
        <source>Hoyle&apos;s seven-card game</source>
        <translation>Cribbage à sept cartes de Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="419"/>
        <source>lurch below 91</source>
        <translation>lurch sous 91</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="420"/>
        <source>Today&apos;s six-card game</source>
        <translation>Cribbage moderne à six cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="421"/>
        <source>skunk below 91, double skunk below 61</source>
        <translation>capot sous 91, double capot sous 61</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="422"/>
        <source>muggins</source>
        <translation>muggins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="423"/>
        <source>Three-handed cribbage</source>
        <translation>Cribbage à trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="424"/>
        <source>one card from the pack to the crib</source>
        <translation>une carte du jeu au crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="425"/>
        <source>Four-handed cribbage (partners)</source>
        <translation>Cribbage à quatre (en équipes)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="426"/>
        <source>partners share one score</source>
        <translation>les partenaires partagent un score</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="407"/>
        <source>The games on offer</source>
        <translation>Les jeux proposés</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="408"/>
        <source>The New Game dialog offers these sets of house rules. Game ▸ House Rules… shows every setting of each, and lets you copy one and change it.</source>
        <translation>La boîte de dialogue Nouvelle partie propose ces ensembles de règles maison. Partie ▸ Règles maison… montre tous les réglages de chacun et vous permet d’en copier un pour le modifier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="429"/>
        <source>Everyone plays for themselves, each on their own track of the board. The dealer deals five cards to each player and one card from the pack to the crib; each player lays out one card, so the crib has four.</source>
        <translation>Chacun joue pour soi, sur sa propre piste de la planche. Le donneur distribue cinq cartes à chaque joueur et une carte du jeu au crib&#xa0;; chaque joueur met une carte au crib, qui en compte ainsi quatre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="430"/>
        <source>The player on the dealer&apos;s left leads and the play goes round to the left. After a go the other two carry on in turn until neither can play. The hands are shown from the dealer&apos;s left round to the dealer, and then the crib. The game is 61 up, and every loser below 31 is lurched.</source>
        <translation>Le joueur à gauche du donneur entame et le jeu tourne vers la gauche. Après un go, les deux autres continuent à tour de rôle jusqu’à ce qu’aucun des deux ne puisse jouer. Les mains sont montrées de la gauche du donneur jusqu’au donneur, puis vient le crib. La partie se joue en 61 points, et tout perdant sous 31 subit un lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="431"/>
        <source>Partners sit facing each other and score together, on one track. Each player gets five cards and lays out one, making a crib of four for the dealer&apos;s side.</source>
        <translation>Les partenaires sont assis face à face et marquent ensemble, sur une seule piste. Chaque joueur reçoit cinq cartes et en met une au crib, ce qui forme un crib de quatre pour le camp du donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="432"/>
        <source>The play goes round to the left. After a go the others carry on in turn; whoever played last pegs the go for their side, and the next player round who still has cards leads the new count. The hands are shown in turn from the dealer&apos;s left, the dealer last, then the crib. The game is 121 up, and a side below 61 is lurched.</source>
        <translation>Le jeu tourne vers la gauche. Après un go, les autres continuent à tour de rôle&#xa0;; celui qui a joué en dernier marque le go pour son camp, et le joueur suivant qui a encore des cartes entame le nouveau compte. Les mains sont montrées à tour de rôle à partir de la gauche du donneur, le donneur en dernier, puis vient le crib. La partie se joue en 121 points, et un camp sous 61 subit un lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="45"/>
        <source>A few hints</source>
        <translation>Quelques conseils</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="444"/>
        <source>Fives are the most valuable cards, since every card worth ten makes fifteen with them. Keep them, or give them to your own crib, but not to an opponent&apos;s.</source>
        <translation>Les cinq sont les cartes les plus précieuses, car chaque carte qui vaut dix fait quinze avec eux. Gardez-les, ou donnez-les à votre propre crib, mais pas à celui d’un adversaire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="445"/>
        <source>For an opponent&apos;s crib, lay out cards that are far apart in rank, such as a king with a two, so they make neither runs nor fifteens together.</source>
        <translation>Pour le crib d’un adversaire, mettez des cartes éloignées en rang, comme un roi avec un deux, pour qu’elles ne forment ensemble ni suites ni quinzes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="446"/>
        <source>Leading a card below five means the next player cannot make fifteen.</source>
        <translation>Entamer avec une carte inférieure à cinq empêche le joueur suivant de faire quinze.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="447"/>
        <source>Try not to leave the count at five or twenty-one: one of the many cards worth ten then makes fifteen or thirty-one.</source>
        <translation>Évitez de laisser le compte à cinq ou à vingt et un&#xa0;: l’une des nombreuses cartes qui valent dix fait alors quinze ou trente et un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="448"/>
        <source>Start a game with Game ▸ New Game… (`Ctrl+N`): choose the house rules, the number of players and how strong the computer players are, and deal. The app cuts for the deal and shuffles for everyone; the cuts are listed in the score history.</source>
        <translation>Commencez une partie avec Partie ▸ Nouvelle partie… (`Ctrl+N`)&#xa0;: choisissez les règles maison, le nombre de joueurs et la force des joueurs de l’ordinateur, puis donnez. L’application coupe pour la donne et mélange pour tout le monde&#xa0;; les coupes figurent dans l’historique.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="450"/>
        <source>The panel on the right tells you what to do next and holds the buttons and the score history. The buttons only appear when they can be used.</source>
        <translation>Le panneau de droite vous indique quoi faire ensuite et contient les boutons et l’historique. Les boutons n’apparaissent que lorsqu’on peut s’en servir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="463"/>
        <source>Score history, replays and game numbers</source>
        <translation>Historique, donnes rejouées et numéros de partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="465"/>
        <source>Game ▸ Replay This Game (`Ctrl+R`) starts the current game again from its first deal, with exactly the same cards. Game ▸ Game Number… shows the **game number**, which names the shuffle: enter it under More choices in New Game, with the same house rules, to play the same cards again another day.</source>
        <translation>Partie ▸ Rejouer cette partie (`Ctrl+R`) recommence la partie en cours depuis sa première donne, avec exactement les mêmes cartes. Partie ▸ Numéro de partie… affiche le **numéro de partie**, qui identifie le mélange&#xa0;: saisissez-le sous Plus de choix dans Nouvelle partie, avec les mêmes règles maison, pour rejouer les mêmes cartes un autre jour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="475"/>
        <source>The game is played for counters. Each player starts with a purse of them (fifty, unless the house rules say otherwise), and every stake and payment is made in counters.</source>
        <translation>On joue avec des jetons. Chaque joueur commence avec une bourse de jetons (cinquante, sauf si les règles maison en décident autrement), et chaque mise et chaque paiement se font en jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="513"/>
        <source>What the players call appears in a bubble beside them as it happens: every call from *Snip* to *Jig!*, *Snap-Jig!* and the like at a stop, and *Out!* for the winner.</source>
        <translation>Les annonces des joueurs apparaissent dans une bulle à côté d’eux au moment où elles sont faites : toutes les annonces de *Snip* à *Jig !*, *Snap-Jig !* et les autres à un arrêt, et *Sorti !* pour le gagnant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="518"/>
        <source>These rules follow the chapter on Jig in W. H. Peel&apos;s *Round Games with Cards*. Jig is his own name for the second of the two games played as Snip-Snap-Snorum, the one played like Pope Joan.</source>
        <translation>Ces règles suivent le chapitre consacré au Jig dans *Round Games with Cards* de W. H. Peel. Jig est le nom qu’il donne lui-même au second des deux jeux joués sous le nom de Snip-Snap-Snorum, celui qui se joue comme le Pope Joan.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="519"/>
        <source>Loto</source>
        <translation>Loto</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="521"/>
        <source>Loto is played with cards that carry numbers, not with playing cards. Numbers are drawn one at a time from a bag and called out; whoever has a number on a card covers it with a counter.</source>
        <translation>Le loto se joue avec des cartons portant des numéros, non avec des cartes à jouer. Les numéros sont tirés un à un d&apos;un sac et annoncés&#xa0;; qui a un numéro sur un carton le couvre d&apos;un jeton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="522"/>
        <source>There are two ways to play. In the **first method** the players race: the first to cover a whole line of a card, then two lines, then a whole card wins a share of the pool. In the **second method** there is no race: after each drawing of ten numbers, every line with two or more counters on it is paid from the pool.</source>
        <translation>Il y a deux façons de jouer. À la **première méthode**, les joueurs font la course&#xa0;: le premier à couvrir une ligne entière d&apos;un carton, puis deux lignes, puis un carton entier gagne une part de la cagnotte. À la **seconde méthode**, il n&apos;y a pas de course&#xa0;: après chaque tirage de dix numéros, chaque ligne portant deux jetons ou plus est payée par la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="523"/>
        <source>The cards and the bag</source>
        <translation>Les cartons et le sac</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="524"/>
        <source>A Loto card has three lines of five numbers. The numbers stand in nine columns: 1 to 9 in the first, the tens in the second, the twenties in the third and so on, up to 80 to 90 in the last. No line has two numbers in the same column.</source>
        <translation>Un carton de loto a trois lignes de cinq numéros. Les numéros se rangent en neuf colonnes&#xa0;: 1 à 9 dans la première, les dizaines dans la deuxième, les vingtaines dans la troisième et ainsi de suite, jusqu&apos;à 80 à 90 dans la dernière. Aucune ligne n&apos;a deux numéros dans la même colonne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="525"/>
        <source>The box holds twenty-four cards, and each number from 1 to 90 is on exactly four of them. Some boxes have only eighteen cards, each number then being on three.</source>
        <translation>La boîte contient vingt-quatre cartons, et chaque numéro de 1 à 90 figure sur exactement quatre d&apos;entre eux. Certaines boîtes n&apos;ont que dix-huit cartons&#xa0;; chaque numéro figure alors sur trois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="526"/>
        <source>The bag holds ninety wooden knobs numbered 1 to 90. At the second method the knobs drawn are set out on a board with ten holes, so that everyone can see the whole drawing.</source>
        <translation>Le sac contient quatre-vingt-dix boules de bois numérotées de 1 à 90. À la seconde méthode, les boules tirées sont posées sur une planche à dix cavités, pour que chacun voie tout le tirage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="527"/>
        <source>The first method: the race</source>
        <translation>La première méthode&#xa0;: la course</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="528"/>
        <source>The app is the caller and does not play. Each player takes one card (or more, as the house rules say) and stakes the same number of counters for each card; all the stakes make the pool.</source>
        <translation>L&apos;application annonce et ne joue pas. Chaque joueur prend un carton (ou plus, selon les règles maison) et mise autant de jetons pour chaque carton&#xa0;; toutes les mises forment la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="529"/>
        <source>The numbers are then drawn and called one after another, at the pace you choose. Whoever has the number called covers it, on every card that carries it. Counters have no value here: they only mark the numbers.</source>
        <translation>Les numéros sont ensuite tirés et annoncés l&apos;un après l&apos;autre, au rythme que vous choisissez. Qui a le numéro annoncé le couvre, sur chaque carton qui le porte. Les jetons n&apos;ont ici aucune valeur&#xa0;: ils marquent seulement les numéros.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="530"/>
        <source>**The first row**: the first player to cover a whole line of five numbers and claim it wins a quarter of the pool.</source>
        <translation>**La première ligne**&#xa0;: le premier joueur qui couvre une ligne entière de cinq numéros et la réclame gagne un quart de la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="531"/>
        <source>**Two rows**: the first to have two lines of one card covered and claim them wins another quarter.</source>
        <translation>**Deux lignes**&#xa0;: le premier qui a couvert deux lignes d&apos;un même carton et les réclame gagne un autre quart.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="532"/>
        <source>**The whole card**: the first to cover all fifteen numbers of a card and claim it wins the rest of the pool, and the round ends.</source>
        <translation>**Le carton plein**&#xa0;: le premier qui couvre les quinze numéros d&apos;un carton et le réclame gagne le reste de la cagnotte, et la manche se termine.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="533"/>
        <source>A claim is checked: a line is complete only when all its numbers have been called and covered. A number you missed can still be covered at a later call, but someone quicker may have claimed the prize in the meantime. A prize nobody claimed before the whole card goes with the card.</source>
        <translation>Une réclamation est vérifiée&#xa0;: une ligne n&apos;est complète que si tous ses numéros ont été annoncés et couverts. Un numéro manqué peut encore être couvert à une annonce suivante, mais quelqu&apos;un de plus rapide a peut-être déjà réclamé le gain. Un gain que personne n&apos;a réclamé avant le carton plein revient au carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="534"/>
        <source>The game is a few rounds, each with freshly dealt cards and a full bag.</source>
        <translation>La partie compte quelques manches, chacune avec des cartons redistribués et un sac plein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="535"/>
        <source>The second method: the drawings</source>
        <translation>La seconde méthode&#xa0;: les tirages</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="537"/>
        <source>Exchanges</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="539"/>
        <source>A drawing</source>
        <translation>Un tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="540"/>
        <source>The player whose turn it is draws ten knobs from the bag, one at a time, and sets them on the board. For each number drawn, every player takes a counter from the table for each of their cards that carries it and lays it on that number.</source>
        <translation>Le joueur dont c&apos;est le tour tire dix boules du sac, une à une, et les pose sur la planche. Pour chaque numéro tiré, chaque joueur prend un jeton sur la table pour chacun de ses cartons qui le porte et le place sur ce numéro.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="541"/>
        <source>When a number drawn is on nobody&apos;s card, its knob is put away and stays out of the bag until someone takes a card that carries it.</source>
        <translation>Quand un numéro tiré n&apos;est sur aucun carton, sa boule est mise de côté et reste hors du sac jusqu&apos;à ce que quelqu&apos;un prenne un carton qui la porte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="542"/>
        <source>The payments</source>
        <translation>Les paiements</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="543"/>
        <source>After the ten knobs, each line of each card is looked at, starting with the eldest hand:</source>
        <translation>Après les dix boules, on regarde chaque ligne de chaque carton, en commençant par le premier en main&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="544"/>
        <source>Counters on one line</source>
        <translation>Jetons sur une ligne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="545"/>
        <source>Called</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="546"/>
        <source>Paid from the pool</source>
        <translation>Payé par la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="547"/>
        <source>abstract</source>
        <translation>extrait</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="548"/>
        <source>nothing more: the counter itself is the gain</source>
        <translation>rien de plus&#xa0;: le jeton lui-même est le gain</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="549"/>
        <source>ambo</source>
        <translation>ambe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="550"/>
        <source>5 counters</source>
        <translation>5 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="551"/>
        <source>terne</source>
        <translation>terne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="552"/>
        <source>25 counters</source>
        <translation>25 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="553"/>
        <source>quaterne</source>
        <translation>quaterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="554"/>
        <source>100 counters</source>
        <translation>100 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="555"/>
        <source>quinterne</source>
        <translation>quine</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="556"/>
        <source>250 counters</source>
        <translation>250 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="557"/>
        <source>Only the counters of this drawing count. Then the knobs go back into the bag (except those put away) and the next player draws.</source>
        <translation>Seuls les jetons de ce tirage comptent. Puis les boules retournent dans le sac (sauf celles mises de côté) et le joueur suivant tire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="559"/>
        <source>The game ends with the last drawing: the one the house rules name, or the one in which the counters on the table run out. The last drawing goes on past ten knobs until no counters are left on the table or the bag is empty. Then the pool pays as far as it can, starting with the eldest hand; those it cannot pay go unpaid, which is called a **bankruptcy**. Whatever is still in the pool or on the table is shared out by the number of cards each player holds.</source>
        <translation>La partie se termine avec le dernier tirage&#xa0;: celui que fixent les règles maison, ou celui où les jetons de la table s&apos;épuisent. Le dernier tirage continue au-delà de dix boules jusqu&apos;à ce qu&apos;il ne reste plus de jetons sur la table ou que le sac soit vide. La cagnotte paie alors autant qu&apos;elle peut, en commençant par le premier en main&#xa0;; ceux qu&apos;elle ne peut plus payer restent impayés&#xa0;: c&apos;est la **banqueroute**. Ce qui reste dans la cagnotte ou sur la table est partagé selon le nombre de cartons de chacun.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="70"/>
        <source>Winning</source>
        <translation>Gagner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="560"/>
        <source>At both methods the game is won by the player with the most counters gained. The first method rewards quick eyes; the second is pure luck.</source>
        <translation>Aux deux méthodes, la partie est gagnée par le joueur qui a gagné le plus de jetons. La première méthode récompense l&apos;œil vif&#xa0;; la seconde est pure chance.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="561"/>
        <source>The first method with one card each: a quarter of the pool for the first row, a quarter for two rows, the rest for the whole card, three rounds.</source>
        <translation>La première méthode avec un carton chacun&#xa0;: un quart de la cagnotte pour la première ligne, un quart pour deux lignes, le reste pour le carton plein, trois manches.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="562"/>
        <source>Loto, whole card only</source>
        <translation>Loto, carton plein seulement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="563"/>
        <source>The first method with two cards each, the whole pool for the first whole card, and covering counters bought from a second pool.</source>
        <translation>La première méthode avec deux cartons chacun, toute la cagnotte pour le premier carton plein et les jetons pour couvrir pris dans une seconde cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="564"/>
        <source>Loto, second method</source>
        <translation>Loto, seconde méthode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="565"/>
        <source>The second method with two cards each, played until the counters on the table are gone.</source>
        <translation>La seconde méthode avec deux cartons chacun, jouée jusqu&apos;à épuisement des jetons sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="566"/>
        <source>Loto, second method, twelve drawings</source>
        <translation>Loto, seconde méthode, douze tirages</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="567"/>
        <source>The second method ending at the twelfth drawing, with exchanges before every drawing and a box of eighteen cards.</source>
        <translation>La seconde méthode arrêtée au douzième tirage, avec des échanges avant chaque tirage et une boîte de dix-huit cartons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="569"/>
        <source>the race, or the drawings.</source>
        <translation>la course, ou les tirages.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="570"/>
        <source>twenty-four cards, or eighteen.</source>
        <translation>vingt-quatre cartons, ou dix-huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="573"/>
        <source>the counters staked for each card.</source>
        <translation>les jetons misés pour chaque carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="574"/>
        <source>a row, two rows and the card, or only the card (first method).</source>
        <translation>une ligne, deux lignes et le carton, ou seulement le carton (première méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="575"/>
        <source>with several cards each, whether one card or all of them must be covered for the last prize (first method).</source>
        <translation>avec plusieurs cartons chacun, s&apos;il faut couvrir un carton ou tous pour le dernier gain (première méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="576"/>
        <source>everyone also puts fifteen counters a card into a second pool, takes one back for each number covered, and the winner of the card takes what is left (first method).</source>
        <translation>chacun met aussi quinze jetons par carton dans une seconde cagnotte, en reprend un par numéro couvert, et le gagnant du carton prend le reste (première méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="577"/>
        <source>how many rounds make the game (first method).</source>
        <translation>combien de manches fait la partie (première méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="578"/>
        <source>how quickly an easy computer player answers a call, on average.</source>
        <translation>à quelle vitesse, en moyenne, un joueur ordinateur facile répond à une annonce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="579"/>
        <source>the same for a standard computer player.</source>
        <translation>de même pour un joueur ordinateur standard.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="580"/>
        <source>the same for an expert computer player.</source>
        <translation>de même pour un joueur ordinateur expert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="581"/>
        <source>how often an easy computer player notices a call at once; a missed number is covered at the next call.</source>
        <translation>combien de fois un joueur ordinateur facile remarque une annonce aussitôt&#xa0;; un numéro manqué est couvert à l&apos;annonce suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="582"/>
        <source>the counters put on the table for each card taken (second method).</source>
        <translation>les jetons posés sur la table pour chaque carton pris (seconde méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="583"/>
        <source>how many knobs make a drawing (second method).</source>
        <translation>combien de boules fait un tirage (seconde méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="584"/>
        <source>the number of the last drawing; 0 plays on until the counters on the table are gone (second method).</source>
        <translation>le numéro du dernier tirage&#xa0;; 0 continue jusqu&apos;à épuisement des jetons sur la table (seconde méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="585"/>
        <source>before the first drawing, before every drawing, or never (second method).</source>
        <translation>avant le premier tirage, avant chaque tirage, ou jamais (seconde méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="586"/>
        <source>whether a knob on nobody&apos;s card is kept out of the bag (second method).</source>
        <translation>si une boule qui n&apos;est sur aucun carton reste hors du sac (seconde méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="587"/>
        <source>the most cards one player may hold (second method).</source>
        <translation>le plus grand nombre de cartons qu&apos;un joueur peut tenir (seconde méthode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="588"/>
        <source>what two counters on a line win beside themselves.</source>
        <translation>ce que gagnent deux jetons sur une ligne, en plus d&apos;eux-mêmes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="589"/>
        <source>what three counters on a line win.</source>
        <translation>ce que gagnent trois jetons sur une ligne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="590"/>
        <source>what four counters on a line win.</source>
        <translation>ce que gagnent quatre jetons sur une ligne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="591"/>
        <source>what a full line of five wins.</source>
        <translation>ce que gagne une ligne pleine de cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="594"/>
        <source>**Covering**: click a number on your card when it has been called, or type it and press `Enter`, or press `Space` to cover the number just called. A red counter marks it.</source>
        <translation>**Couvrir**&#xa0;: cliquez sur un numéro de votre carton quand il a été annoncé, ou tapez-le et appuyez sur `Enter`, ou appuyez sur `Space` pour couvrir le numéro qui vient d&apos;être annoncé. Un jeton rouge le marque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="595"/>
        <source>**Claiming**: when a row, two rows or a card is complete, a button offers the claim. A claim that is not complete is refused, and the reason is shown.</source>
        <translation>**Réclamer**&#xa0;: quand une ligne, deux lignes ou un carton sont complets, un bouton propose la réclamation. Une réclamation incomplète est refusée, avec la raison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="601"/>
        <source>**Drawing** (second method): when it is your turn, **Draw ten knobs** draws them.</source>
        <translation>**Tirer** (seconde méthode)&#xa0;: quand c&apos;est votre tour, **Tirer dix boules** les tire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="602"/>
        <source>The history in the side panel lists every call, claim and payment.</source>
        <translation>L&apos;historique du panneau latéral montre chaque annonce, chaque réclamation et chaque paiement.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="603"/>
        <source>digits, then `Enter`</source>
        <translation>des chiffres, puis `Enter`</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="604"/>
        <source>cover the number typed</source>
        <translation>couvrir le numéro tapé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="607"/>
        <source>cover the number just called</source>
        <translation>couvrir le numéro qui vient d&apos;être annoncé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="608"/>
        <source>take back the last digit typed</source>
        <translation>effacer le dernier chiffre tapé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="609"/>
        <source>forget the digits typed and the card chosen</source>
        <translation>oublier les chiffres tapés et le carton choisi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="610"/>
        <source>press that button (claim a row, two rows or the card; next number)</source>
        <translation>appuyer sur ce bouton (réclamer une ligne, deux lignes ou le carton&#xa0;; numéro suivant)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="611"/>
        <source>These rules follow the chapter on Loto in W. H. Peel&apos;s *Round Games with Cards*, which describes both methods and the counters needed to pay them.</source>
        <translation>Ces règles suivent le chapitre sur le loto de *Round Games with Cards* de W. H. Peel, qui décrit les deux méthodes et les jetons nécessaires pour payer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="612"/>
        <source>Where the book leaves a question open, such as what becomes of counters left at the end, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Là où le livre laisse une question ouverte, comme le sort des jetons restants à la fin, l&apos;application fait le choix décrit sur cette page. Tout ici est raconté avec nos propres mots.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="658"/>
        <source>A game of runs for three to eight players, with counters staked on four pool cards that the right cards win as they are played. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de suites pour trois à huit joueurs, avec des jetons misés sur quatre cartes de cagnotte que les bonnes cartes remportent au moment où elles sont jouées. La dernière section, [Jouer dans cette application](#app), présente la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="660"/>
        <source>On the way, counters staked on four **pool cards** (an ace, a king, a queen and a knave) go to whoever plays the card that wins each of them.</source>
        <translation>En chemin, les jetons misés sur quatre **cartes de cagnotte** (un as, un roi, une dame et un valet) reviennent à celui qui joue la carte qui remporte chacune d’elles.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="663"/>
        <source>At every deal four **pool cards** are laid out on the board: an ace, a king, a queen and a knave (the jack), each of a different suit, for example [JD QH KC AS]. The app draws the suits at random for each deal.</source>
        <translation>À chaque donne, quatre **cartes de cagnotte** sont posées sur le tableau : un as, un roi, une dame et un valet, chacun d’une couleur différente, par exemple [JD QH KC AS]. L’application tire les couleurs au hasard à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="665"/>
        <source>So with the pool cards above, the winning cards are [TD JH QC KS].</source>
        <translation>Avec les cartes de cagnotte ci-dessus, les cartes gagnantes sont donc [TD JH QC KS].</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="669"/>
        <source>The amounts given here are those of Peel&apos;s game; the [house rules](#house-rules) can change them.</source>
        <translation>Les montants indiqués ici sont ceux du jeu de Peel ; les [règles maison](#house-rules) permettent de les changer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="675"/>
        <source>**Pool cards** — playing the winning card of a pool card, led or following on, takes every counter on that pool card at once.</source>
        <translation>**Cartes de cagnotte** — jouer la carte gagnante d’une carte de cagnotte, en entame ou à la suite, rapporte aussitôt tous les jetons posés sur cette carte de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="676"/>
        <source>**Going out** — the first player out of cards is paid for every card left in the other hands. There is no Game to win in Newmarket.</source>
        <translation>**Sortir** — le premier à n’avoir plus de cartes est payé pour chaque carte restée dans les autres mains. Au Newmarket, il n’y a pas de Jeu à gagner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="683"/>
        <source>This version keeps the sevens in and deals a **dead hand**, as if for one more player, with any odd cards added to it. Nobody plays it, so its cards make stops that nobody can see. Every player stakes one counter on each pool card, and the dealer adds nothing extra.</source>
        <translation>Cette version garde les sept et distribue une **main morte**, comme pour un joueur de plus, à laquelle s’ajoutent les cartes en trop. Personne ne la joue : ses cartes font donc des arrêts que personne ne voit. Chaque joueur mise un jeton sur chaque carte de cagnotte, et le donneur n’ajoute rien de plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="690"/>
        <source>When a dead hand is dealt, it lies on the right, labelled **Dead hand**, face down until the deal ends.</source>
        <translation>Quand une main morte est distribuée, elle se trouve à droite, sous l’étiquette **Main morte**, face cachée jusqu’à la fin de la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="691"/>
        <source>What the players call appears in a bubble beside them as it happens: *Pool card!* as a pool card&apos;s stakes are won, *Stop!* at each stop and *Out!* for the winner.</source>
        <translation>Les annonces des joueurs apparaissent dans une bulle à côté d’eux au moment où elles sont faites : *Carte de cagnotte !* quand les mises d’une carte de cagnotte sont remportées, *Arrêt !* à chaque arrêt et *Sorti !* pour le gagnant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="693"/>
        <source>These rules follow the chapter on Newmarket in W. H. Peel&apos;s *Round Games with Cards*. Newmarket as played today is not in the book: it is the way the game is usually met now.</source>
        <translation>Ces règles suivent le chapitre consacré au Newmarket dans *Round Games with Cards* de W. H. Peel. Le Newmarket tel qu’on le joue aujourd’hui ne figure pas dans le livre : c’est la forme sous laquelle on rencontre habituellement le jeu de nos jours.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="694"/>
        <source>**The coach.** Whenever it is your turn and you have a choice, press **Hint** (`H`): the coach lists the best few choices, each with what it is worth in the game&apos;s own measure (points, counters or a chance of winning) and one short reason, and marks the best on the table. The best is always what the Expert computer player would do here. Where only one thing may be done, or every choice is worth the same, the coach says so.</source>
        <translation>**L’entraîneur.** Quand c’est à vous et que vous avez un choix, appuyez sur **Conseil** (`H`) : l’entraîneur donne les meilleurs choix, chacun avec ce qu’il vaut dans la mesure propre au jeu (points, jetons ou chances de gagner) et une courte raison, et marque le meilleur sur la table. Le meilleur est toujours ce que ferait ici le joueur Expert de l’ordinateur. Quand une seule chose est permise, ou que tous les choix se valent, l’entraîneur le dit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="695"/>
        <source>At the tables with *Review the last hand*, the review shows each decision of yours the Expert would have made otherwise, what it cost by the Expert&apos;s own measure, and a total for the hand. Settings ▸ Options ▸ *Tell me at once when the coach would have played otherwise* adds a short note right after a costly move.</source>
        <translation>Aux tables qui ont *Revoir la dernière donne*, la revue montre chacune de vos décisions que l’Expert aurait prise autrement, ce qu’elle a coûté selon la mesure même de l’Expert, et un total pour la donne. Réglages ▸ Options ▸ *Me dire aussitôt quand l’entraîneur aurait joué autrement* ajoute une courte note juste après un coup coûteux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="704"/>
        <source>When you hold the card that follows on, it is highlighted and the panel names it: click it, or press `Enter`. Any other card is refused, with a word of explanation. When you do not hold the next card there is nothing to do: play goes on without you.</source>
        <translation>Quand vous tenez la carte qui suit, elle est mise en évidence et le panneau la nomme : cliquez dessus, ou appuyez sur `Enter`. Toute autre carte est refusée, avec un mot d’explication. Quand vous n’avez pas la carte suivante, il n’y a rien à faire : le jeu continue sans vous.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="708"/>
        <source>Each name plate shows the counters in that player&apos;s purse. A brass disc marked **D** shows the dealer, and a gold glow shows whose turn it is. A player who sits a deal out or has left the table is marked on the plate.</source>
        <translation>Chaque plaque de nom indique les jetons de la bourse du joueur. Un disque de laiton marqué **D** désigne le donneur, et une lueur dorée montre à qui c’est le tour. Un joueur qui ne joue pas une donne ou qui a quitté la table est signalé sur sa plaque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="714"/>
        <source>**Buy in again** — the player takes a fresh purse from the box as soon as a payment needs it, and also at the end of a deal if the purse is empty. Counters bought in are not winnings: they count against the player at the end.</source>
        <translation>**Se racheter** — le joueur prend une nouvelle bourse à la banque dès qu’un paiement l’exige, et aussi à la fin d’une donne si sa bourse est vide. Les jetons rachetés ne sont pas des gains : ils sont décomptés du joueur à la fin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="715"/>
        <source>**Leave the table** — the player pays what is left and the rest of the debt goes unpaid. They play the deal out and leave at its end. If fewer than three players are left, the game ends there.</source>
        <translation>**Quitter la table** — le joueur paie ce qui lui reste, et le reste de sa dette n’est pas payé. Il termine la donne et part à la fin de celle-ci. S’il reste moins de trois joueurs, la partie s’arrête là.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="719"/>
        <source>To find the first dealer, cards are dealt face up round the table, one to each player in turn, until a knave turns up: whoever receives it deals first.</source>
        <translation>Pour désigner le premier donneur, on distribue des cartes face visible autour de la table, une à chaque joueur à tour de rôle, jusqu’à ce qu’un valet sorte&#xa0;: celui qui le reçoit donne en premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="711"/>
        <source>The dealer shuffles and deals the whole pack face down, one card at a time, beginning on the left. The cards rarely come out even, so the players nearest the dealer&apos;s left may get one card more than the others. There is no turn-up and there are no trumps.</source>
        <translation>Le donneur mélange et distribue tout le jeu face cachée, une carte à la fois, en commençant par sa gauche. Le compte tombe rarement juste&#xa0;: les joueurs les plus proches de la gauche du donneur peuvent donc recevoir une carte de plus que les autres. Il n’y a ni retourne ni atout.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="728"/>
        <source>The elder hand leads: any card at all, laid face up on the table.</source>
        <translation>Le premier en main entame avec la carte de son choix, posée face visible sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="730"/>
        <source>The cards rank from ace, the lowest, through two, three and so on to ten, knave, queen and king, the highest. Each suit is a sequence of its own: a run never changes suit.</source>
        <translation>Les cartes se classent de l’as, la plus basse, au deux, au trois et ainsi de suite jusqu’au dix, au valet, à la dame et au roi, la plus haute. Chaque couleur forme sa propre séquence&#xa0;: une suite ne change jamais de couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="731"/>
        <source>Nobody plays in turn round the table, and nobody may hold back the card that follows on: it is played by whoever has it, even if that is the same player again.</source>
        <translation>On ne joue pas à tour de rôle autour de la table, et personne ne peut retenir la carte qui suit&#xa0;: elle est jouée par celui qui l’a, même si c’est de nouveau le même joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="484"/>
        <source>it is a king: nothing comes after a king, so every king is a stop</source>
        <translation>c’est un roi&#xa0;: rien ne vient après un roi, donc chaque roi est un arrêt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="670"/>
        <source>the next card has been taken out of the pack</source>
        <translation>la carte suivante a été retirée du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="485"/>
        <source>the next card has already been played in this deal</source>
        <translation>la carte suivante a déjà été jouée dans cette donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="671"/>
        <source>the next card lies in a hand that nobody plays</source>
        <translation>la carte suivante se trouve dans une main que personne ne joue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="483"/>
        <source>A card is a stop when:</source>
        <translation>Une carte est un arrêt quand&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="674"/>
        <source>Playing a stop gives you the lead, and the lead lets you get rid of a card you could not otherwise play. So it pays to remember what has gone and to work out which of your cards are stops.</source>
        <translation>Jouer un arrêt vous donne la main, et avoir la main vous permet de vous débarrasser d’une carte que vous ne pourriez pas jouer autrement. Il est donc payant de retenir les cartes déjà passées et de repérer lesquelles de vos cartes sont des arrêts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="677"/>
        <source>Every payment is due the moment the card that earns it is played. The app collects each one at once, so none can be forgotten.</source>
        <translation>Chaque paiement est dû à l’instant où la carte qui le rapporte est jouée. L’application encaisse chacun aussitôt, si bien qu’aucun ne peut être oublié.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="712"/>
        <source>Running out of counters</source>
        <translation>À court de jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="713"/>
        <source>A player whose purse runs dry carries on in one of two ways, as the house rules say:</source>
        <translation>Un joueur dont la bourse est à sec continue de l’une de deux façons, selon les règles maison&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="234"/>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="716"/>
        <source>A game lasts as many deals as the house rules say: by default one round, so that everyone deals once.</source>
        <translation>Une partie dure autant de donnes que le fixent les règles maison&#xa0;: par défaut un tour, pour que chacun donne une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="717"/>
        <source>Counters still on the board after the last deal are shared equally among the players still at the table; any odd counters go one each to the players from the last dealer&apos;s left.</source>
        <translation>Les jetons encore sur le tableau après la dernière donne sont partagés également entre les joueurs encore à la table&#xa0;; les jetons en trop vont, un chacun, aux joueurs en partant de la gauche du dernier donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="718"/>
        <source>Whoever has won the most counters wins the game, and players level at the top share the win.</source>
        <translation>Celui qui a gagné le plus de jetons gagne la partie, et les joueurs à égalité en tête se partagent la victoire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="723"/>
        <source>how many sit at the table, you included: three to eight. The New Game dialog lets you change it each time.</source>
        <translation>le nombre de joueurs à la table, vous compris&#xa0;: de trois à huit. La boîte de dialogue Nouvelle partie vous permet de le changer à chaque fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="572"/>
        <source>the counters each player starts with, and takes again on buying in.</source>
        <translation>les jetons avec lesquels chaque joueur commence, et qu’il reçoit de nouveau en se rachetant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="725"/>
        <source>how many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>le nombre de donnes de la partie&#xa0;; 0 signifie un tour, chacun donnant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="726"/>
        <source>the counters the first player out receives for each card left in another player&apos;s hand.</source>
        <translation>les jetons que le premier sorti reçoit pour chaque carte restée dans la main d’un autre joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="39"/>
        <source>These are the settings Game ▸ House Rules… shows for this game, by the names it gives them:</source>
        <translation>Voici les réglages que Partie ▸ Règles maison… affiche pour ce jeu, sous les noms qu’il leur donne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="520"/>
        <source>Numbers drawn from a bag of ninety and covered on cards, for two to twenty-four players, in two ways: a race to cover a row, two rows and a whole card, or drawings of ten numbers paid by what lands on each line. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Des numéros tirés d’un sac de quatre-vingt-dix et couverts sur des cartons, pour deux à vingt-quatre joueurs, de deux façons&#xa0;: une course pour couvrir une ligne, deux lignes et un carton plein, ou des tirages de dix numéros payés selon ce qui tombe sur chaque ligne. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="536"/>
        <source>Each player takes two cards, paying a stake for each into the pool and also putting sixty counters for each card on the table; a player may take four or six instead, paying two or three times as much. With more than twelve players the box cannot give everyone two: some take only one card and pay half. The counters on the table pay for the counters laid on the cards, so every counter a player lays is that player&apos;s to keep.</source>
        <translation>Chaque joueur prend deux cartons, paie une mise pour chacun dans la cagnotte et pose aussi soixante jetons par carton sur la table&#xa0;; un joueur peut en prendre quatre ou six, en payant deux ou trois fois plus. Au-delà de douze joueurs, la boîte ne suffit pas pour en donner deux à chacun&#xa0;: certains ne prennent qu’un carton et paient moitié. Les jetons de la table paient ceux qui sont placés sur les cartons, si bien que chaque jeton placé appartient au joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="538"/>
        <source>Before the first drawing each player in turn, starting with the eldest hand, may exchange one of their cards for a card laid aside, take another card as well (paying for it as for the first ones) or give one back, one card or more, until they keep their cards (at most six changes a turn, an offer counting as one). A player may also offer one of their cards for a card another player holds; the other player accepts or declines. The house rules can allow this before every drawing, or never.</source>
        <translation>Avant le premier tirage, chaque joueur à son tour, en commençant par le premier en main, peut échanger un de ses cartons contre un carton mis de côté, prendre un carton de plus (en le payant comme les premiers) ou en rendre un, un carton ou plusieurs, jusqu’à ce qu’il garde ses cartons (six changements au plus par tour, une proposition comptant pour un). Il peut aussi proposer un de ses cartons contre un carton d’un autre joueur, qui accepte ou refuse. Les règles maison peuvent le permettre avant chaque tirage, ou jamais.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="558"/>
        <source>Whenever the pool cannot pay a line, everyone stakes again for each card they hold, as many times as the line needs, so a drawing before the last always pays in full. With exchanges before every drawing, the payments wait first for a round of exchanges, so that a player may give back a card before staking for it again.</source>
        <translation>Chaque fois que la cagnotte ne peut pas payer une ligne, chacun remise pour chaque carton qu’il tient, autant de fois que la ligne l’exige&#xa0;: un tirage avant le dernier paie donc toujours en entier. Avec des échanges avant chaque tirage, les paiements attendent d’abord un tour d’échanges, pour qu’un joueur puisse rendre un carton avant de remiser pour lui.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="568"/>
        <source>how many sit at the table, you included: two to twenty-four (eighteen with the smaller box).</source>
        <translation>le nombre de joueurs à la table, vous compris&#xa0;: de deux à vingt-quatre (dix-huit avec la petite boîte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="571"/>
        <source>how many cards each player takes; the method&apos;s own is one at the first method and two at the second; at a large table some get fewer, as the box allows.</source>
        <translation>combien de cartons prend chaque joueur&#xa0;; selon la méthode, un à la première et deux à la seconde&#xa0;; à une grande table certains en ont moins, selon la boîte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="592"/>
        <source>The form shows each method&apos;s own settings only while that method is chosen.</source>
        <translation>Le formulaire ne montre les réglages d’une méthode que lorsque cette méthode est choisie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="593"/>
        <source>The number just called is shown large at the top left, and the board beside it holds the last ten numbers (at the second method, the knobs of the current drawing). Your cards are shown large; the computer players&apos; cards are smaller, below. With more than twelve players each computer player is a small panel instead: its cards in miniature with their counters, and its best line (say, 4/5, one number from a full line); click the panel, or press `Enter` on it, to see that player&apos;s cards full size.</source>
        <translation>Le numéro qui vient d’être annoncé est affiché en grand en haut à gauche, et la planche à côté garde les dix derniers numéros (à la seconde méthode, les boules du tirage en cours). Vos cartons sont affichés en grand&#xa0;; ceux des joueurs ordinateur, plus petits, en dessous. Au-delà de douze joueurs, chaque joueur ordinateur est un petit panneau&#xa0;: ses cartons en miniature avec leurs jetons, et sa meilleure ligne (par exemple 4/5, à un numéro d’une ligne pleine)&#xa0;; cliquez sur le panneau, ou appuyez sur `Enter` dessus, pour voir les cartons de ce joueur en grand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="599"/>
        <source>**Exchanging** (second method): click one of your cards, then a card laid aside to swap them, or another player&apos;s card to offer them an exchange; click a card laid aside to take it as well. You may make one change or several; **Keep these cards** ends your turn. When someone offers you an exchange, the two cards are outlined and **Accept the exchange** or **Decline** answers. Each card shows its number (#5) in its first empty square, as the history names it.</source>
        <translation>**Échanger** (seconde méthode)&#xa0;: cliquez sur un de vos cartons, puis sur un carton mis de côté pour les échanger, ou sur le carton d’un autre joueur pour lui proposer un échange&#xa0;; cliquez sur un carton mis de côté pour le prendre en plus. Vous pouvez faire un changement ou plusieurs&#xa0;; **Garder ces cartons** termine votre tour. Quand on vous propose un échange, les deux cartons sont entourés et **Accepter l’échange** ou **Refuser** répond. Chaque carton montre son numéro (#5) dans sa première case vide, comme l’historique le nomme.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="696"/>
        <source>Every game is saved after each move, one for each kind of game: Game ▸ Choose Another Game keeps it, and its tile in the chooser then says **Resume**. Starting a new game of the same kind asks first; a game you abandon after your first move counts as played and not won. Game ▸ Undo (`Ctrl+Z`) takes back your last move; a game with a move taken back is not counted in the statistics.</source>
        <translation>Chaque partie est enregistrée après chaque coup, une par sorte de jeu&#xa0;: Partie ▸ Choisir un autre jeu la conserve, et sa carte dans le choix des jeux affiche alors **Reprendre**. Une nouvelle partie du même jeu demande d’abord&#xa0;; une partie abandonnée après votre premier coup compte comme jouée et non gagnée. Partie ▸ Annuler le dernier coup (`Ctrl+Z`) annule votre dernier coup&#xa0;; une partie avec un coup annulé ne compte pas dans les statistiques.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="698"/>
        <source>History, replays and game numbers</source>
        <translation>Historique, donnes rejouées et numéros de partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="732"/>
        <source>Where the book leaves a question open, such as who deals first or what becomes of counters left on the board at the end, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Là où le livre laisse une question ouverte, comme qui donne en premier ou ce que deviennent les jetons restés sur le tableau à la fin, l’application fait le choix décrit sur cette page. Tout ce qui figure ici est raconté avec nos propres mots.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="743"/>
        <source>Whatever nobody wins stays on the board for the next deal, so a stake can grow large before somebody takes it.</source>
        <translation>Ce que personne ne gagne reste sur le tableau pour la donne suivante&#xa0;: une mise peut ainsi beaucoup grossir avant que quelqu’un la remporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="744"/>
        <source>Players, cards and the board</source>
        <translation>Joueurs, cartes et tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="745"/>
        <source>Pope Joan is a round game: the app seats three to eight players, each playing for themselves.</source>
        <translation>Le Pope Joan est un jeu de salon&#xa0;: l’application réunit de trois à huit joueurs, chacun jouant pour soi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="747"/>
        <source>The stakes lie on a board with eight compartments, one for each chance that can be won: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave and Game.</source>
        <translation>Les mises sont posées sur un tableau de huit cases, une pour chaque enjeu que l’on peut gagner&#xa0;: Pape, Mariage, Intrigue, As, Roi, Dame, Valet et Jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="749"/>
        <source>Before each deal the board is **dressed**: counters are put into its compartments. Every player puts in a share and the dealer two shares. The share is the smallest that brings the total to fifteen counters or more:</source>
        <translation>Avant chaque donne, on **garnit** le tableau : on place des jetons dans ses cases. Chaque joueur y met une part et le donneur deux parts. La part est la plus petite qui porte le total à quinze jetons ou plus :</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="757"/>
        <source>Pope</source>
        <translation>Pape</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="758"/>
        <source>the nine of diamonds</source>
        <translation>le neuf de carreau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="759"/>
        <source>Matrimony</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="760"/>
        <source>the queen and king of trumps</source>
        <translation>la dame et le roi d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="761"/>
        <source>Intrigue</source>
        <translation>Intrigue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="762"/>
        <source>the knave and queen of trumps</source>
        <translation>le valet et la dame d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="763"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="764"/>
        <source>the ace of trumps</source>
        <translation>l’as d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="765"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="766"/>
        <source>the king of trumps</source>
        <translation>le roi d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="767"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="768"/>
        <source>the queen of trumps</source>
        <translation>la dame d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="769"/>
        <source>Knave</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="770"/>
        <source>the knave of trumps</source>
        <translation>le valet d’atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="771"/>
        <source>Game</source>
        <comment>the stake won by the first player out</comment>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="772"/>
        <source>the first player out of cards</source>
        <translation>le premier à n’avoir plus de cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="773"/>
        <source>the rest</source>
        <translation>le reste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="748"/>
        <source>Dressing the board</source>
        <translation>Garnir le tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="750"/>
        <source>Each player</source>
        <translation>Chaque joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="751"/>
        <source>The dealer</source>
        <translation>Le donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="752"/>
        <source>On the board</source>
        <translation>Sur le tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="753"/>
        <source>The counters are laid out in this order, Game taking whatever is left over:</source>
        <translation>Les jetons sont répartis dans cet ordre, Jeu recevant tout ce qui reste&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="754"/>
        <source>Compartment</source>
        <translation>Case</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="755"/>
        <source>Won by</source>
        <translation>Gagnée par</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="756"/>
        <source>Counters</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="774"/>
        <source>A compartment that nobody wins keeps its counters, and the next dressing is added on top. Only Game is won at every deal.</source>
        <translation>Une case que personne ne gagne garde ses jetons, et on y ajoute ceux de la donne suivante quand on garnit de nouveau le tableau. Seul Jeu est gagné à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="22"/>
        <source>The deal and the turn-up</source>
        <translation>La donne et la retourne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="776"/>
        <source>Cards left over when there are not enough to go round again are added to the spare hand:</source>
        <translation>Les cartes restantes, quand il n’y en a plus assez pour refaire un tour, sont ajoutées à la main morte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="777"/>
        <source>Cards to each</source>
        <translation>Cartes données à chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="778"/>
        <source>Spare hand</source>
        <translation>Main morte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="779"/>
        <source>The spare hand stays face down until the deal is over. Nobody plays its cards, so each of them breaks a run where nobody expects it.</source>
        <translation>La main morte reste face cachée jusqu’à la fin de la donne. Personne ne joue ses cartes&#xa0;: chacune d’elles interrompt donc une suite là où personne ne s’y attend.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="781"/>
        <source>Trumps make no difference to the order of play: they only decide which cards win the compartments.</source>
        <translation>L’atout ne change rien à l’ordre du jeu&#xa0;: il décide seulement quelles cartes gagnent les cases.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="659"/>
        <source>Newmarket is a relation of Pope Joan and Spin. Everyone tries to get rid of their cards by playing them in runs up the suit, and the first player out of cards wins a payment for every card the others still hold.</source>
        <translation>Le Newmarket est un parent du Pope Joan et du Spin. Chacun essaie de se débarrasser de ses cartes en les jouant en suites montantes dans la couleur, et le premier à n’avoir plus de cartes gagne un paiement pour chaque carte que les autres ont encore en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="661"/>
        <source>Players, cards and the pool cards</source>
        <translation>Joueurs, cartes et cartes de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="662"/>
        <source>Newmarket is a round game: the app seats three to eight players, each playing for themselves. The four sevens are taken out of the pack.</source>
        <translation>Le Newmarket est un jeu de salon&#xa0;: l’application réunit de trois à huit joueurs, chacun jouant pour soi. On retire du jeu les quatre sept.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="664"/>
        <source>In Peel&apos;s game the pool cards come out of the pack itself, and each is won by the card just below it in its suit: the ten wins the knave, the knave the queen, and the queen the king. The ace counts as above the king as well as below the two, so the king of its suit wins the ace.</source>
        <translation>Dans le jeu de Peel, les cartes de cagnotte sont prises dans le jeu lui-même, et chacune est remportée par la carte juste en dessous dans sa couleur&#xa0;: le dix remporte le valet, le valet la dame, et la dame le roi. L’as compte à la fois au-dessus du roi et au-dessous du deux&#xa0;: c’est donc le roi de sa couleur qui remporte l’as.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="666"/>
        <source>Staking the pool cards</source>
        <translation>Mises sur les cartes de cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="667"/>
        <source>Before each deal every player stakes one counter on the pool cards, and the dealer one more. All four cards must be covered, so each counter goes on the card that holds fewest (ace, king, queen, knave in that order when several are level). Peel lets each player choose; the app places the counters for you.</source>
        <translation>Avant chaque donne, chaque joueur mise un jeton sur les cartes de cagnotte, et le donneur un de plus. Les quatre cartes doivent être couvertes&#xa0;: chaque jeton va donc sur la carte qui en porte le moins (as, roi, dame, valet, dans cet ordre, en cas d’égalité). Peel laisse chacun choisir&#xa0;; l’application place les jetons pour vous.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="668"/>
        <source>Stakes that nobody wins stay on their pool card for the next deal, whatever the suit of the new card.</source>
        <translation>Les mises que personne ne remporte restent sur leur carte de cagnotte pour la donne suivante, quelle que soit la couleur de la nouvelle carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="672"/>
        <source>In Peel&apos;s game there is no dead hand, and the stops are all known from the start: the four kings, the four sixes (the sevens are out) and the winning card of each pool card, since the pool cards are out of the pack too.</source>
        <translation>Dans le jeu de Peel, il n’y a pas de main morte, et les arrêts sont tous connus dès le départ&#xa0;: les quatre rois, les quatre six (les sept sont retirés) et la carte gagnante de chaque carte de cagnotte, puisque les cartes de cagnotte sont elles aussi retirées du jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="472"/>
        <source>Everyone tries to get rid of their cards, and the first player out of cards wins a payment for every card the others still hold.</source>
        <translation>Chacun essaie de se débarrasser de ses cartes, et le premier à n’avoir plus de cartes gagne un paiement pour chaque carte que les autres ont encore en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="473"/>
        <source>Jig is a round game: the app seats three to eight players, each playing for themselves.</source>
        <translation>Le Jig est un jeu de salon&#xa0;: l’application réunit de trois à huit joueurs, chacun jouant pour soi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="476"/>
        <source>The pool</source>
        <translation>La cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="478"/>
        <source>The play: Snip to Jig</source>
        <translation>Le jeu&#xa0;: de Snip à Jig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="480"/>
        <source>The app makes the calls for every player, so nobody can call wrongly, and there are no fines for wrong calls.</source>
        <translation>L’application fait les annonces pour tous les joueurs&#xa0;: personne ne peut donc se tromper d’annonce, et il n’y a pas d’amende pour une annonce fausse.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="481"/>
        <source>Stops</source>
        <translation>Arrêts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="487"/>
        <source>Nothing is taken out of the pack and there is no spare hand, so every stop can be worked out by remembering which cards have been played.</source>
        <translation>Rien n’est retiré du jeu et il n’y a pas de main morte&#xa0;: chaque arrêt peut donc se déduire en retenant les cartes déjà jouées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="489"/>
        <source>Only going out wins anything. The first player out of cards is paid for every card left in the other hands, and takes the pool when there is one.</source>
        <translation>Seul le fait de sortir rapporte quelque chose. Le premier à n’avoir plus de cartes est payé pour chaque carte restée dans les autres mains, et remporte la cagnotte s’il y en a une.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="490"/>
        <source>When the house rules add a pool, the winner takes that too.</source>
        <translation>Quand les règles maison ajoutent une cagnotte, le gagnant la remporte aussi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="673"/>
        <source>In Peel&apos;s game the suit of the ace pool card has no ace, so its two can only be played by leading it.</source>
        <translation>Dans le jeu de Peel, la couleur de l’as posé en carte de cagnotte n’a plus d’as dans le jeu&#xa0;: son deux ne peut donc être joué qu’en entame.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="678"/>
        <source>A dead hand, if there is one, is then turned face up, and the deal passes to the left.</source>
        <translation>La main morte, s’il y en a une, est alors retournée face visible, et la donne passe à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="657"/>
        <source>Newmarket</source>
        <translation>Newmarket</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="469"/>
        <source>Jig</source>
        <translation>Jig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="679"/>
        <source>Peel&apos;s game: the sevens out, the pool cards out of the pack, and the card just below each pool card taking its stakes.</source>
        <translation>le jeu de Peel&#xa0;: sans les sept, les cartes de cagnotte retirées du jeu, et la carte juste en dessous de chaque carte de cagnotte qui en remporte les mises.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="680"/>
        <source>Newmarket as played today</source>
        <translation>Newmarket tel qu’on le joue aujourd’hui</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="681"/>
        <source>a full pack and a dead hand, a stake from everyone on every pool card, and the same card from the pack taking it.</source>
        <translation>un jeu complet et une main morte, une mise de chacun sur chaque carte de cagnotte, remportée par la même carte du jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="682"/>
        <source>Today the pool cards usually come from a second pack, so the pack that is dealt stays whole, and a pool card is won by its twin: the same card played from a hand. The twin is not a stop just for being a pool card.</source>
        <translation>Aujourd’hui, les cartes de cagnotte viennent généralement d’un second jeu&#xa0;: le jeu distribué reste donc complet, et une carte de cagnotte est remportée par sa jumelle, la même carte jouée depuis une main. La jumelle n’est pas un arrêt du seul fait d’être une carte de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="684"/>
        <source>the player of the card just below it, with the pool cards out of the pack (Peel), or the player of the same card, with the pool cards from a second pack (today&apos;s rule).</source>
        <translation>le joueur de la carte juste en dessous, les cartes de cagnotte étant retirées du jeu (Peel), ou le joueur de la même carte, les cartes de cagnotte venant d’un second jeu (règle actuelle).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="685"/>
        <source>take the four sevens out of the pack, making the sixes stops.</source>
        <translation>retirer les quatre sept du jeu, ce qui fait des six des arrêts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="686"/>
        <source>deal a hand that nobody plays, for stops that nobody can see.</source>
        <translation>distribuer une main que personne ne joue, pour des arrêts que personne ne voit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="687"/>
        <source>each player stakes once, the counters spread so that all four cards are covered, or each player stakes on every pool card.</source>
        <translation>chaque joueur mise une fois, les jetons étant répartis pour couvrir les quatre cartes, ou chaque joueur mise sur chaque carte de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="688"/>
        <source>the counters in each stake on the pool cards.</source>
        <translation>les jetons de chaque mise sur les cartes de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="689"/>
        <source>how many stakes the dealer adds at each deal, spread over the pool cards like the others.</source>
        <translation>le nombre de mises que le donneur ajoute à chaque donne, réparties sur les cartes de cagnotte comme les autres.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="782"/>
        <source>The turn-up can never be played either. So some stops are known to everyone from the start: the four kings, the seven of diamonds (the eight is out) and the card just below the turn-up, unless the turn-up is an ace. Each card of the spare hand makes one more stop, which nobody can see coming.</source>
        <translation>La retourne ne peut jamais être jouée non plus. Certains arrêts sont donc connus de tous dès le départ&#xa0;: les quatre rois, le sept de carreau (le huit est retiré) et la carte juste en dessous de la retourne, sauf si la retourne est un as. Chaque carte de la main morte fait un arrêt de plus, que personne ne voit venir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="488"/>
        <source>What wins what</source>
        <translation>Qui gagne quoi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="790"/>
        <source>Since the holder of the next card must play it, a player who holds both cards of Matrimony or Intrigue wins it as soon as the lower card is played. When the two cards are in different hands, nobody wins it, and a king led on its own never makes Matrimony.</source>
        <translation>Comme le détenteur de la carte suivante doit la jouer, un joueur qui tient les deux cartes du Mariage ou de l’Intrigue remporte la case dès que la plus basse est jouée. Quand les deux cartes sont dans des mains différentes, personne ne la remporte, et un roi entamé seul ne fait jamais Mariage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="793"/>
        <source>Then the spare hand is shown face up, so that everyone can see which cards were missing, and the deal passes to the left.</source>
        <translation>La main morte est ensuite montrée face visible, pour que chacun voie quelles cartes manquaient, et la donne passe à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="721"/>
        <source>The end of the deal</source>
        <translation>La fin de la donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="792"/>
        <source>The winner also takes everything on Game. There is one exception to the payments: a player still holding the Pope pays nothing for their cards. Once the Pope has been played, its player pays like everyone else.</source>
        <translation>Le gagnant prend aussi tout ce qui se trouve sur Jeu. Les paiements connaissent une exception&#xa0;: un joueur qui tient encore le Pape ne paie rien pour ses cartes. Une fois le Pape joué, celui qui l’a joué paie comme tout le monde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="739"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="720"/>
        <source>After each deal the deal passes to the next player on the left. The player on the dealer&apos;s left, who plays first, is called the **elder hand**.</source>
        <translation>Après chaque donne, la donne passe au joueur suivant, à gauche. Le joueur à gauche du donneur, qui joue en premier, est appelé le **premier en main**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="722"/>
        <source>The first player to get rid of every card is **out**: the deal ends at once, and that player wins it. Every other player pays the winner one stake (a counter, unless the house rules say otherwise) for each card still in their hand.</source>
        <translation>Le premier joueur qui s’est débarrassé de toutes ses cartes est **sorti** : la donne s’arrête aussitôt, et ce joueur la gagne. Chacun des autres joueurs paie au gagnant une mise (un jeton, sauf si les règles maison en décident autrement) pour chaque carte qui lui reste en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="724"/>
        <source>buy in again, or pay what is left and leave the table after the deal (see [Running out of counters](#broke)).</source>
        <translation>se racheter, ou payer ce qui reste et quitter la table après la donne (voir [À court de jetons](#broke)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="729"/>
        <source>Whoever holds the next card of the same suit, one rank higher, must play it at once, wherever they sit. Then the holder of the card above that plays it, and so on up the suit. These cards are a **run**.</source>
        <translation>Celui qui tient la carte suivante de la même couleur, d’un rang au-dessus, doit la jouer aussitôt, où qu’il soit assis. Puis le détenteur de la carte au-dessus de celle-ci la joue, et ainsi de suite en remontant la couleur. Ces cartes forment une **suite**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="740"/>
        <source>A round game for three to eight players, played for counters on a board of eight compartments: play your cards in runs up the suit, win the stakes with the right cards, and be the first out. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de salon pour trois à huit joueurs, qui se joue avec des jetons sur un tableau de huit cases : jouez vos cartes en suites montantes dans la couleur, gagnez les mises avec les bonnes cartes, et soyez le premier sorti. La dernière section, [Jouer dans cette application](#app), présente la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="741"/>
        <source>Everyone tries to get rid of their cards by playing them in runs up the suit. The first player out of cards wins the deal, the counters staked on **Game**, and a payment for every card the others still hold.</source>
        <translation>Chacun essaie de se débarrasser de ses cartes en les jouant en suites montantes dans la couleur. Le premier à n’avoir plus de cartes gagne la donne, les jetons misés sur **Jeu**, et un paiement pour chaque carte que les autres ont encore en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="742"/>
        <source>On the way, certain cards win the counters staked on them as they are played: the nine of diamonds, called **Pope** or Pope Joan, the ace, king, queen and knave of trumps, and two pairs of trumps called **Matrimony** and **Intrigue**.</source>
        <translation>En chemin, certaines cartes gagnent, au moment où elles sont jouées, les jetons misés sur elles : le neuf de carreau, appelé le **Pape** ou Pope Joan, l’as, le roi, la dame et le valet d’atout, et deux paires d’atouts appelées **Mariage** et **Intrigue**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="746"/>
        <source>An ordinary pack is used with the eight of diamonds taken out, leaving 51 cards. The old books call the jack the *knave*, and so do these rules.</source>
        <translation>On utilise un jeu ordinaire dont on retire le huit de carreau, ce qui laisse 51 cartes. Les anciens livres anglais appellent le valet *knave*, et la version anglaise de ces règles aussi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="775"/>
        <source>The dealer shuffles and deals the cards face down, one at a time from the dealer&apos;s left, to each player and to one extra hand, the **spare hand**, as if it were one more player. The last card of the pack is not dealt but turned face up: its suit is **trumps** for the deal.</source>
        <translation>Le donneur mélange et distribue les cartes face cachée, une à la fois en commençant par sa gauche, à chaque joueur et à une main supplémentaire, la **main morte**, comme s’il s’agissait d’un joueur de plus. La dernière carte du jeu n’est pas distribuée mais retournée face visible : sa couleur est l’**atout** de la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="780"/>
        <source>**The turn-up.** If the turned card is the Pope, the dealer takes everything on Pope, and each other player pays the dealer one stake per card in the hand they were dealt. If it is an honour (an ace, king, queen or knave), the compartment of that name goes to the dealer. The turn-up itself is out of play for the whole deal.</source>
        <translation>**La retourne.** Si la carte retournée est le Pape, le donneur prend tout ce qui se trouve sur la case Pape, et chacun des autres joueurs lui paie une mise par carte de la main qu’il a reçue. Si c’est un honneur (as, roi, dame ou valet), la case de ce nom revient au donneur. La retourne elle-même est hors jeu pendant toute la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="783"/>
        <source>Aces, and the Pope, can only be played by leading them: nothing comes before an ace, and the card before the Pope is the missing eight of diamonds. The house rule *Pope in place of a stop* is the one exception: it lets the Pope stand in for a missing card.</source>
        <translation>Les as, ainsi que le Pape, ne peuvent être joués qu’en entame : rien ne vient avant un as, et la carte qui précède le Pape est le huit de carreau, retiré du jeu. Seule exception : la règle maison *Pape à la place d’un arrêt*, qui permet au Pape de remplacer une carte manquante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="784"/>
        <source>A chance is won only by **playing** its cards; holding them wins nothing. As each card is played, its winnings are paid at once:</source>
        <translation>Un enjeu ne se gagne qu’en **jouant** ses cartes ; les avoir en main ne rapporte rien. Chaque carte rapporte ses gains dès qu’elle est jouée :</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="785"/>
        <source>**Pope** — the nine of diamonds takes the Pope compartment, and every other player pays its player a stake for each card still in their hand.</source>
        <translation>**Pape** — le neuf de carreau prend la case Pape, et chacun des autres joueurs paie à celui qui l’a joué une mise pour chaque carte qu’il a encore en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="786"/>
        <source>**Ace, King, Queen, Knave** — the card of that rank in trumps takes its compartment.</source>
        <translation>**As, Roi, Dame, Valet** — la carte d’atout de ce rang prend sa case.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="787"/>
        <source>**Matrimony** — the queen of trumps and then the king, played one straight after the other by the same player, take Matrimony as well as Queen and King.</source>
        <translation>**Mariage** — la dame d’atout puis le roi, joués l’un juste après l’autre par le même joueur, prennent Mariage en plus de Dame et de Roi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="788"/>
        <source>**Intrigue** — the knave of trumps and then the queen, played one straight after the other by the same player, take Intrigue as well as Knave and Queen.</source>
        <translation>**Intrigue** — le valet d’atout puis la dame, joués l’un juste après l’autre par le même joueur, prennent Intrigue en plus de Valet et de Dame.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="789"/>
        <source>**Game** — the first player out of cards takes Game (see [The end of the deal](#end)).</source>
        <translation>**Jeu** — le premier à n’avoir plus de cartes prend Jeu (voir [La fin de la donne](#end)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="791"/>
        <source>**An example.** Hearts are trumps and you hold [JH QH KH]. You lead the knave and take Knave. The queen follows from your own hand and takes Queen and Intrigue; then the king takes King and Matrimony. A king is a stop, so you lead again.</source>
        <translation>**Un exemple.** L’atout est cœur et vous avez [JH QH KH]. Vous entamez avec le valet et prenez Valet. La dame suit, de votre propre main, et prend Dame et Intrigue ; puis le roi prend Roi et Mariage. Un roi est un arrêt : vous entamez donc de nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="794"/>
        <source>Peel&apos;s game: eight compartments, dressed by everyone with the dealer paying double, and a spare hand for the unseen stops.</source>
        <translation>le jeu de Peel&#xa0;: huit cases, garnies par tous (le donneur paie double), et une main morte pour les arrêts cachés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="795"/>
        <source>Five-Pool Pope</source>
        <translation>Pope à cinq cases</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="797"/>
        <source>Pope Joan, winner takes Game only</source>
        <translation>Pope Joan, le gagnant ne prend que Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="491"/>
        <source>Peel&apos;s game: runs of five cards at most, the player of Jig or of a stop leading again, and no pool.</source>
        <translation>le jeu de Peel&#xa0;: suites de cinq cartes au plus, qui joue Jig ou un arrêt entame de nouveau, et pas de cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="33"/>
        <source>What is different</source>
        <translation>Ce qui change</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="492"/>
        <source>no pool, a pool staked by every player, or one staked by the dealer alone; the first player out takes it.</source>
        <translation>pas de cagnotte, une cagnotte alimentée par tous les joueurs, ou une alimentée par le donneur seul&#xa0;; le premier sorti la remporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="493"/>
        <source>the counters each staker puts in the pool at every deal.</source>
        <translation>les jetons que chaque joueur qui mise met dans la cagnotte à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="496"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="498"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="500"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="502"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="497"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="11"/>
        <source>All-Fours</source>
        <translation>All-Fours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="12"/>
        <source>Seven Up, or Old Sledge: a trick-taking game for two, or four in partnerships, in which the points are High, Low, Jack and Game, and seven points win. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Seven Up, ou Old Sledge&#xa0;: un jeu de plis à deux, ou à quatre en équipes, dont les points s&apos;appellent High, Low, Jack et Game&#xa0;; sept points gagnent. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="14"/>
        <source>Be the first side to make seven points. Each hand can score four of them:</source>
        <translation>Soyez le premier camp à faire sept points. Chaque donne peut en rapporter quatre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="15"/>
        <source>**High** — the highest trump dealt, to the player who was dealt it</source>
        <translation>**High** — le plus fort atout distribué, au joueur qui l&apos;a reçu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="16"/>
        <source>**Low** — the lowest trump dealt, to the player who was dealt it</source>
        <translation>**Low** — le plus faible atout distribué, au joueur qui l&apos;a reçu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="17"/>
        <source>**Jack** — the knave of trumps, to the player who wins it in a trick (or to the dealer if it is turned up)</source>
        <translation>**Jack** — le valet d&apos;atout, au joueur qui le gagne dans un pli (ou au donneur s&apos;il est retourné)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="18"/>
        <source>**Game** — to the side whose tricks hold the most: each ten counts 10, each ace 4, each king 3, each queen 2 and each knave 1</source>
        <translation>**Game** — au camp dont les plis valent le plus&#xa0;: chaque dix compte 10, chaque as 4, chaque roi 3, chaque dame 2 et chaque valet 1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="20"/>
        <source>Two play each for himself; four play two against two, partners sitting opposite each other; three may also play, each for himself. The full pack of 52 cards is used, ace high and two low in every suit.</source>
        <translation>À deux, chacun joue pour soi&#xa0;; à quatre, deux contre deux, les partenaires face à face&#xa0;; à trois aussi, chacun pour soi. On joue avec le jeu complet de 52 cartes, l&apos;as fort et le deux faible dans chaque couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="23"/>
        <source>The dealer gives six cards to each player, three at a time, and turns up the next card: its suit is trumps. If the turn-up is a knave, the dealer scores one point at once.</source>
        <translation>Le donneur distribue six cartes à chaque joueur, trois à la fois, et retourne la carte suivante&#xa0;: sa couleur est l&apos;atout. Si la retourne est un valet, le donneur marque aussitôt un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="24"/>
        <source>Begging</source>
        <translation>La mendicité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="25"/>
        <source>The player on the dealer&apos;s left, the **elder hand**, looks at his cards and either stands (plays with this trump) or begs. If he begs, the dealer either gives him one point (&quot;take one&quot;) or runs the cards: he deals three more cards to each player and turns up a new trump. If the new card is of the same suit as before, he deals three more each again, until a different suit turns up. A knave turned up this way scores one more to the dealer. If the pack runs out first, the cards are gathered and dealt again.</source>
        <translation>Le joueur à gauche du donneur, le **premier en main**, regarde ses cartes et soit reste (joue avec cet atout), soit mendie. S&apos;il mendie, le donneur lui donne un point («&#xa0;prends-en un&#xa0;») ou redistribue&#xa0;: il donne trois cartes de plus à chacun et retourne un nouvel atout. Si la nouvelle carte est de la même couleur, il redonne trois cartes à chacun, jusqu&apos;à ce qu&apos;une autre couleur apparaisse. Un valet ainsi retourné rapporte un point de plus au donneur. Si le jeu s&apos;épuise avant, les cartes sont ramassées et redistribuées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="28"/>
        <source>The elder hand leads any card. Each player in turn must either follow suit or play a trump; he may trump even when he holds the suit led. Only a player who holds none of the suit led may play any card he likes. The highest trump wins the trick, or else the highest card of the suit led; the winner leads to the next trick.</source>
        <translation>Le premier en main entame n&apos;importe quelle carte. Chacun à son tour doit fournir ou couper&#xa0;; il peut couper même s&apos;il a la couleur demandée. Seul un joueur qui n&apos;a aucune carte de la couleur demandée peut jouer n&apos;importe quelle carte. Le plus fort atout gagne le pli, sinon la plus forte carte de la couleur demandée&#xa0;; le gagnant entame le pli suivant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="29"/>
        <source>Scoring</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="31"/>
        <source>The game ends the moment a side reaches seven points, so a point scored earlier in the order can win before the later ones are counted.</source>
        <translation>La partie s&apos;arrête dès qu&apos;un camp atteint sept points&#xa0;: un point marqué plus tôt dans l&apos;ordre peut donc gagner avant que les suivants soient comptés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="34"/>
        <source>Hoyle&apos;s game for two, seven points up.</source>
        <translation>Le jeu de Hoyle à deux, en sept points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="35"/>
        <source>Four-Handed All-Fours</source>
        <translation>All-Fours à quatre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="36"/>
        <source>Four players in two partnerships, partners facing each other.</source>
        <translation>Quatre joueurs en deux équipes, les partenaires face à face.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="37"/>
        <source>All-Fours, Strict Count</source>
        <translation>All-Fours, compte strict</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="38"/>
        <source>A point to the side that led whenever a player neither follows suit nor trumps, and each side counts its own points without looking, losing one for a wrong count.</source>
        <translation>Un point au camp qui a entamé chaque fois qu&apos;un joueur ne fournit ni ne coupe, et chaque camp compte ses points sans regarder, en perdant un s&apos;il se trompe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="40"/>
        <source>two, three or four; four play in partnerships.</source>
        <translation>deux, trois ou quatre&#xa0;; à quatre, en équipes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="41"/>
        <source>the points that win; seven in Hoyle&apos;s game.</source>
        <translation>les points qui gagnent&#xa0;; sept dans le jeu de Hoyle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="42"/>
        <source>when a player neither follows suit nor trumps, the side that led the trick scores one point.</source>
        <translation>quand un joueur ne fournit ni ne coupe, le camp qui a entamé le pli marque un point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="43"/>
        <source>at the end of each hand each side says how many points it made, from memory; a wrong count loses points.</source>
        <translation>à la fin de chaque donne, chaque camp dit de mémoire combien de points il a faits&#xa0;; une erreur coûte des points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="44"/>
        <source>how many points a wrong count loses.</source>
        <translation>combien de points coûte une erreur de compte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="46"/>
        <source>High and Low go to whoever was dealt them, but Jack and Game must be won in play. Keep your tens for tricks you can win, and try to catch the knave of trumps with a higher trump.</source>
        <translation>High et Low vont à qui les a reçus, mais Jack et Game se gagnent au jeu. Gardez vos dix pour les plis que vous pouvez gagner, et tâchez de prendre le valet d&apos;atout avec un atout plus fort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="47"/>
        <source>Beg with a poor hand of trumps when a point to your opponent does no harm; as dealer, give the point rather than run the cards when your own trumps are good.</source>
        <translation>Mendiez avec de faibles atouts quand un point pour l&apos;adversaire ne nuit pas&#xa0;; comme donneur, donnez le point plutôt que de redistribuer quand vos propres atouts sont bons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="49"/>
        <source>These rules follow the chapter on All-Fours in *Hoyle&apos;s Games Modernized*, with its four-handed game and the two house rules it mentions. The app never lets a card be played that breaks the rule of following, so there is no penalty for a revoke.</source>
        <translation>Ces règles suivent le chapitre sur All-Fours de *Hoyle&apos;s Games Modernized*, avec le jeu à quatre et les deux règles maison qu&apos;il mentionne. L&apos;application ne laisse jamais jouer une carte contraire à l&apos;obligation de fournir&#xa0;: il n&apos;y a donc pas de pénalité de renonce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="138"/>
        <source>A game for two to six players, four usually playing two against two: take cards from the table with a card of the same rank or one that their values add up to, and win the count. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu pour deux à six joueurs, à quatre le plus souvent deux contre deux&#xa0;: prenez des cartes sur la table avec une carte du même rang ou une carte dont elles font la valeur en s&apos;additionnant, et gagnez le décompte. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="141"/>
        <source>Two to six play with the full pack of 52 cards (or, as a house rule, the 32 cards from the sevens up). Four play two against two, partners sitting opposite, or each for himself; three, five or six each play for himself. Everyone cuts a card: the lowest deals (the ace is low); players who tie for lowest cut again.</source>
        <translation>On joue de deux à six avec le jeu complet de 52 cartes (ou, en règle maison, les 32 cartes à partir du sept). À quatre on joue deux contre deux, les partenaires face à face, ou chacun pour soi&#xa0;; à trois, cinq ou six, chacun joue pour soi. Chacun coupe une carte&#xa0;: la plus basse donne (l&apos;as est bas)&#xa0;; les joueurs à égalité pour la plus basse coupent à nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="142"/>
        <source>The dealer gives four cards to each player, one at a time, and lays four cards face up in the middle of the table. When everyone has played his four cards he deals four more each, but none to the table, and so on until the pack is used up. Six players use the pack exactly, in two rounds. (With five players, or with 32 cards, the last round shares out what is left; a card or two that cannot go round is laid on the table.)</source>
        <translation>Le donneur donne quatre cartes à chaque joueur, une à une, et pose quatre cartes face visible au milieu de la table. Quand chacun a joué ses quatre cartes, il en donne quatre autres à chacun, mais aucune à la table, et ainsi de suite jusqu&apos;à épuisement du jeu. À six, le jeu s&apos;épuise exactement en deux tours. (À cinq, ou avec 32 cartes, le dernier tour partage ce qui reste&#xa0;; une ou deux cartes qui ne font pas le tour sont posées sur la table.)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="165"/>
        <source>Equal most spades or cards score nothing. With two sides, the side with more points scores the difference: 7 against 4 scores 3. Three or more players each for himself each score their own points, as Peel says. Two other ways he mentions are offered as a house rule:</source>
        <translation>À égalité, le plus de piques ou de cartes ne compte pas. Avec deux camps, le camp qui a le plus de points marque la différence&#xa0;: 7 contre 4 marque 3. À trois joueurs ou plus, chacun pour soi, chacun marque ses propres points, comme le dit Peel. Deux autres façons qu&apos;il mentionne sont proposées en règle maison&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="173"/>
        <source>Each for himself, each scoring his own points.</source>
        <translation>Chacun pour soi, chacun marquant ses propres points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="174"/>
        <source>Cassino for six</source>
        <translation>Cassino à six</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="175"/>
        <source>Each for himself; the pack goes out in two rounds of four each.</source>
        <translation>Chacun pour soi&#xa0;; le jeu s&apos;épuise en deux tours de quatre cartes chacun.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="177"/>
        <source>You against one computer player, with today&apos;s builds: raising, multiple builds, take it or add to it (see [Building](#building)).</source>
        <translation>Vous contre un joueur ordinateur, avec les constructions d&apos;aujourd&apos;hui&#xa0;: élever, constructions multiples, la prendre ou y ajouter (voir [Constructions](#building)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="178"/>
        <source>two to six, you included.</source>
        <translation>de deux à six, vous compris.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="182"/>
        <source>how three or more players without partners score (see [the count](#count)).</source>
        <translation>comment marquent trois joueurs ou plus sans partenaires (voir [le décompte](#count)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="198"/>
        <source>These rules follow the chapter on Cassino in W. H. Peel&apos;s *Round Games with Cards*, with his ways of scoring for three or more players (each his own points unless agreed otherwise). Playing to 21 is today&apos;s custom, and building, offered as a house rule, belongs to today&apos;s Cassino and not to Peel&apos;s.</source>
        <translation>Ces règles suivent le chapitre sur le Cassino de *Round Games with Cards* de W. H. Peel, avec ses façons de marquer à trois joueurs ou plus (chacun ses propres points, sauf convention contraire). Jouer en 21 est l&apos;usage d&apos;aujourd&apos;hui, et les constructions, proposées en règle maison, appartiennent au Cassino d&apos;aujourd&apos;hui et non à celui de Peel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="222"/>
        <source>Only one card is traded in a turn. A player who has just bought or bartered may stand at once on the card received; otherwise the turn passes to the next player.</source>
        <translation>On ne commerce qu&apos;une carte par tour. Un joueur qui vient d&apos;acheter ou de troquer peut rester aussitôt sur la carte reçue&#xa0;; sinon le tour passe au joueur suivant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="265"/>
        <source>**Acting**: the buttons in the side panel are the moves allowed now: stand, buy from the dealer, barter, give a card, pass, exchange with the table, keep your cards, buy a horse. After a trade of your own, stand at once or let the turn pass on.</source>
        <translation>**Agir**&#xa0;: les boutons du panneau latéral sont les coups permis maintenant&#xa0;: rester, acheter au donneur, troquer, donner une carte, passer, échanger avec la table, garder vos cartes, acheter un cheval. Après un commerce de votre part, restez aussitôt ou laissez passer le tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="313"/>
        <source>A game of pegging and counting for two, three or four players, scored on a board. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de cartes pour deux, trois ou quatre joueurs, où l’on compte les points et où on les marque avec des fiches sur une planche. La dernière section, [Jouer dans cette application](#app), présente la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="315"/>
        <source>The first player or partnership to reach the agreed total wins: **61**, **121** or **181** points, depending on the game. The game stops the moment someone gets there, even in the middle of a hand.</source>
        <translation>Le premier joueur ou la première équipe à atteindre le total convenu gagne : **61**, **121** ou **181** points, selon la partie. La partie s’arrête dès que quelqu’un y parvient, même au milieu d’une main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="318"/>
        <source>Everyone has two pegs, a **front peg** and a **back peg**. To score, the back peg is lifted and moved that many holes beyond the front one, and so becomes the new front peg. The gap between the two always shows the latest score, which makes a slip easy to check.</source>
        <translation>Chacun a deux fiches, une **fiche avant** et une **fiche arrière**. Pour marquer, on lève la fiche arrière et on la place d’autant de trous au-delà de la fiche avant ; elle devient ainsi la nouvelle fiche avant. L’écart entre les deux montre toujours le dernier score marqué, ce qui permet de repérer facilement une erreur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="323"/>
        <source>The old books call the jack the *knave*; the two names mean the same card.</source>
        <translation>Les anciens livres anglais appellent le valet *knave* plutôt que jack ; les deux noms désignent la même carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="339"/>
        <source>Each player then **lays out** one or two cards face down to make the **crib**: an extra hand of four cards that scores for the dealer once the other hands have been counted. In the three-handed game the dealer also puts one card from the top of the pack into the crib, so it still holds four.</source>
        <translation>Chaque joueur **met** ensuite une ou deux cartes face cachée **au crib** : une main supplémentaire de quatre cartes qui compte pour le donneur une fois les autres mains comptées. À trois joueurs, le donneur met aussi au crib une carte prise sur le dessus du jeu, pour qu’il en ait toujours quatre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="341"/>
        <source>**Three for last.** In Hoyle&apos;s five-card game the first player who does not deal pegs three points as the game begins, to balance the dealer&apos;s first crib. The app gives these three points once a game, at the first deal.</source>
        <translation>**Trois pour le dernier.** Au cribbage à cinq cartes de Hoyle, le premier joueur qui ne donne pas marque trois points au début de la partie, pour compenser le premier crib du donneur. L’application accorde ces trois points une fois par partie, à la première donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="343"/>
        <source>With the crib complete, the player on the dealer&apos;s left cuts the rest of the pack and the dealer turns up the top card of the lower part, leaving it face up on the pack. This card is the **start** (also called the starter or turn-up).</source>
        <translation>Une fois le crib complet, le joueur à gauche du donneur coupe le reste du jeu et le donneur retourne la carte du dessus du paquet inférieur, qu’il laisse face visible sur le jeu. Cette carte est la **carte de départ** (qu’on appelle aussi la coupe).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="345"/>
        <source>If the start is a jack, the dealer pegs two points at once: **two for his heels**.</source>
        <translation>Si la carte de départ est un valet, le donneur marque aussitôt deux points : **deux pour les talons**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="346"/>
        <source>The player on the dealer&apos;s left begins by laying one card face up in front of themselves and saying its value. Then, in turn to the left, each player adds a card and says the new total of all the cards played so far: the **count**. Every player keeps their own played cards in front of them.</source>
        <translation>Le joueur à gauche du donneur commence en posant une carte face visible devant lui et en annonçant sa valeur. Puis, à tour de rôle vers la gauche, chaque joueur ajoute une carte et annonce le nouveau total de toutes les cartes jouées jusque-là : le **compte**. Chaque joueur garde devant lui les cartes qu’il a jouées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="347"/>
        <source>The count may never go past **31**. A player with no card that fits says **“Go”**; the others carry on in turn for as long as they can play without passing 31. Nobody may say Go while holding a card that fits.</source>
        <translation>Le compte ne peut jamais dépasser **31**. Un joueur qui n’a aucune carte qui passe dit **« Go »** ; les autres continuent à tour de rôle tant qu’ils peuvent jouer sans dépasser 31. Personne ne peut dire go en gardant une carte qui passe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="348"/>
        <source>When nobody can play any more, whoever put down the last card pegs one point for the **go**. Making the count exactly 31 pegs two instead, with nothing extra for the go.</source>
        <translation>Quand plus personne ne peut jouer, celui qui a posé la dernière carte marque un point pour le **go**. Amener le compte à 31 exactement rapporte deux points à la place, sans rien de plus pour le go.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="350"/>
        <source>The very last card of the play scores one point, called **last card**, or two if it makes 31.</source>
        <translation>La toute dernière carte du jeu rapporte un point, appelé **dernière carte**, ou deux si elle fait 31.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="353"/>
        <source>**Fifteen** — bringing the count to exactly 15: two points.</source>
        <translation>**Quinze** — amener le compte à 15 exactement : deux points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="354"/>
        <source>**Thirty-one** — bringing the count to exactly 31: two points.</source>
        <translation>**Trente et un** — amener le compte à 31 exactement : deux points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="355"/>
        <source>**Pair** — playing a card of the same rank as the card just played: two points. Only equal ranks pair: a jack goes with a jack, never with a queen, although both count ten.</source>
        <translation>**Paire** — jouer une carte de même rang que la carte qui vient d’être jouée : deux points. Seuls des rangs égaux font une paire : un valet va avec un valet, jamais avec une dame, bien que les deux valent dix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="356"/>
        <source>**Pair royal** — a third card of that rank straight after the pair: six points.</source>
        <translation>**Brelan** — une troisième carte de ce rang juste après la paire : six points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="357"/>
        <source>**Double pair royal** — the fourth card of that rank: twelve points.</source>
        <translation>**Carré** — la quatrième carte de ce rang : douze points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="358"/>
        <source>**Run** — the last three or more cards played, taken together, form a sequence of ranks: one point for each card in it. The order of play does not matter and neither do the suits: after a 5 and a 3, a 4 makes a run of three, and a 2 or a 6 next makes a run of four. Any card that does not belong to the sequence breaks it.</source>
        <translation>**Suite** — les trois dernières cartes jouées ou plus, prises ensemble, forment une suite de rangs : un point par carte. L’ordre de jeu n’importe pas, les couleurs non plus : après un 5 et un 3, un 4 fait une suite de trois, et un 2 ou un 6 ensuite fait une suite de quatre. Toute carte qui n’appartient pas à la suite la rompt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="359"/>
        <source>**Go** — one point for the last card played when nobody else can play.</source>
        <translation>**Go** — un point pour la dernière carte jouée quand personne d’autre ne peut jouer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="360"/>
        <source>**Last card** — one point for the final card of the play.</source>
        <translation>**Dernière carte** — un point pour la carte finale du jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="364"/>
        <source>In Hoyle&apos;s five-card game each player has only three cards to play, and the play ends at the **first go**. When one player cannot play, the other may add any cards that still fit, pegs two for 31 or one for last card, and the play is over. Cards that were not played stay in the hand and are counted in the show as usual.</source>
        <translation>Au cribbage à cinq cartes de Hoyle, chaque joueur n’a que trois cartes à jouer, et le jeu s’arrête au **premier go**. Quand un joueur ne peut pas jouer, l’autre peut ajouter toutes les cartes qui passent encore, marque deux pour 31 ou un pour la dernière carte, et le jeu est terminé. Les cartes non jouées restent dans la main et sont comptées à la montre comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="367"/>
        <source>A six-card game for two. You did not deal this time and kept [7C 6H 5C KS]; the dealer kept [8D 9S AD 5H].</source>
        <translation>Une partie à six cartes à deux. Cette fois, vous n’avez pas donné et vous avez gardé [7C 6H 5C KS] ; le donneur a gardé [8D 9S AD 5H].</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="368"/>
        <source>You lead the [7C] and say “seven”.</source>
        <translation>Vous entamez avec le [7C] et dites « sept ».</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="369"/>
        <source>The dealer plays the [8D]: “fifteen”, and pegs two.</source>
        <translation>Le donneur joue le [8D] : « quinze », et marque deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="370"/>
        <source>You play the [6H]: twenty-one, and six, seven, eight is a run of three, so you peg three.</source>
        <translation>Vous jouez le [6H] : vingt et un, et six, sept, huit fait une suite de trois ; vous marquez donc trois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="371"/>
        <source>The dealer plays the [9S]: thirty, and a run of four, which pegs four.</source>
        <translation>Le donneur joue le [9S] : trente, et une suite de quatre, qui lui rapporte quatre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="372"/>
        <source>Your [5C] and [KS] would both go past 31, so you say Go.</source>
        <translation>Votre [5C] et votre [KS] dépasseraient tous deux 31 ; vous dites donc go.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="373"/>
        <source>The dealer can still play the [AD] and must do so: thirty-one, for two points. The count starts again.</source>
        <translation>Le donneur peut encore jouer le [AD] et doit le faire : trente et un, pour deux points. Le compte repart de zéro.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="374"/>
        <source>The dealer played last, so you lead the new count: the [5C], “five”.</source>
        <translation>Le donneur a joué en dernier, c’est donc vous qui entamez le nouveau compte : le [5C], « cinq ».</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="375"/>
        <source>The dealer pairs it with the [5H]: “ten”, a pair for two.</source>
        <translation>Le donneur fait la paire avec le [5H] : « dix », une paire pour deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="376"/>
        <source>You play your last card, the [KS], for twenty. No cards are left, so you peg one for last card.</source>
        <translation>Vous jouez votre dernière carte, le [KS], pour vingt. Il ne reste plus de cartes ; vous marquez donc un pour la dernière carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="379"/>
        <source>After the play everyone takes back the cards they kept and the hands are **shown**, face up, one at a time: first the player on the dealer&apos;s left, then on round the table, the dealer last of all. Finally the dealer turns the crib over and counts it as a second hand.</source>
        <translation>Après le jeu, chacun reprend les cartes qu’il a gardées et les mains sont **montrées**, face visible, une à la fois : d’abord celle du joueur à gauche du donneur, puis les suivantes autour de la table, celle du donneur en tout dernier. Enfin, le donneur retourne le crib et le compte comme une seconde main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="383"/>
        <source>**Fifteens** — two points for every different set of cards adding up to 15. A card may be used in as many fifteens as it fits, so long as no two sets are the same.</source>
        <translation>**Quinzes** — deux points pour chaque ensemble différent de cartes dont le total fait 15. Une carte peut servir dans autant de quinzes qu’elle le permet, pourvu qu’aucun ensemble ne se répète.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="384"/>
        <source>**Pairs** — two points for each pair of cards of the same rank. Three of a kind, a pair royal, hold three pairs and score six; four of a kind, a double pair royal, hold six pairs and score twelve.</source>
        <translation>**Paires** — deux points pour chaque paire de cartes de même rang. Trois cartes de même rang, un brelan, contiennent trois paires et valent six ; quatre cartes de même rang, un carré, contiennent six paires et valent douze.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="385"/>
        <source>**Runs** — three or more cards in sequence, of any suits, score one point a card. Only the longest run counts, but every different way of making it counts again: with a 4, two 5s and a 6 there are two runs of three (six points) as well as the pair.</source>
        <translation>**Suites** — trois cartes ou plus qui se suivent, de n’importe quelles couleurs, valent un point par carte. Seule la plus longue suite compte, mais chaque façon différente de la former compte de nouveau : avec un 4, deux 5 et un 6, il y a deux suites de trois (six points) en plus de la paire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="386"/>
        <source>**Flush** — when all the cards of a hand are of one suit, one point for each, and one more if the start is of that suit too. A crib scores a flush only when the start matches as well, which makes five points.</source>
        <translation>**Couleur** — quand toutes les cartes d’une main sont de la même couleur, un point par carte, et un de plus si la carte de départ est aussi de cette couleur. Un crib ne marque la couleur que si la carte de départ est elle aussi de la même couleur, ce qui fait cinq points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="387"/>
        <source>**His nob** — one point for a jack in the hand or crib of the same suit as the start.</source>
        <translation>**Le nob** — un point pour un valet, dans la main ou le crib, de la même couleur que la carte de départ.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="391"/>
        <source>A hand of [JH 4C 5D 6D] with the start [5H]. The jack makes fifteen with each of the two fives, and four, five, six makes it twice more: fifteen eight. The two fives are a pair (ten), four, five, six is a run of three twice over (sixteen), and the jack is a heart like the start: one for his nob, **seventeen**.</source>
        <translation>Une main de [JH 4C 5D 6D] avec la carte de départ [5H]. Le valet fait quinze avec chacun des deux cinq, et quatre, cinq, six le font encore deux fois : quinze huit. Les deux cinq font une paire (dix), quatre, cinq, six fait deux fois une suite de trois (seize), et le valet est un cœur comme la carte de départ : un pour le nob, **dix-sept**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="392"/>
        <source>A hand of [2H 3H 4H 6H] with the start [9C]. Nine and six; nine, four and two; and two, three, four and six make fifteen six. Two, three, four is a run of three (nine), and the four hearts are a flush of four: **thirteen**. The same cards as a crib score only **nine**, as the start is not a heart. Had the start been the [9H], hand and crib alike would have a flush of five: fourteen.</source>
        <translation>Une main de [2H 3H 4H 6H] avec la carte de départ [9C]. Neuf et six ; neuf, quatre et deux ; et deux, trois, quatre et six font quinze six. Deux, trois, quatre est une suite de trois (neuf), et les quatre cœurs font une couleur de quatre : **treize**. Les mêmes cartes en crib ne valent que **neuf**, car la carte de départ n’est pas un cœur. Si la carte de départ avait été le [9H], la main comme le crib auraient eu une couleur de cinq : quatorze.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="393"/>
        <source>In the five-card game a hand holds three cards. [AS 2S 3S] with the start [4S] is a run of four and a flush of four: **eight**. With the start [4D] the run still counts four and the three spades are a flush of three: **seven**.</source>
        <translation>Au cribbage à cinq cartes, une main compte trois cartes. [AS 2S 3S] avec la carte de départ [4S] font une suite de quatre et une couleur de quatre : **huit**. Avec la carte de départ [4D], la suite compte toujours quatre et les trois piques font une couleur de trois : **sept**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="399"/>
        <source>**Lurch** — in Hoyle&apos;s games, a loser who has not reached half the target (31 of 61, 61 of 121, 91 of 181) is lurched and pays a double stake.</source>
        <translation>**Lurch** — dans les jeux de Hoyle, un perdant qui n’a pas atteint la moitié du but (31 sur 61, 61 sur 121, 91 sur 181) subit un lurch et paie une mise double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="400"/>
        <source>**Skunk** — today&apos;s name for much the same thing: in the game of 121, a loser below 91 is skunked and pays a double stake.</source>
        <translation>**Capot** — le nom moderne de presque la même chose : dans la partie en 121, un perdant sous 91 est capot et paie une mise double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="401"/>
        <source>**Double skunk** — a loser below 61 of 121 is double skunked and pays a triple stake (some players make it four times).</source>
        <translation>**Double capot** — un perdant sous 61 sur 121 est double capot et paie une mise triple (certains joueurs la quadruplent).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="405"/>
        <source>When players count their own hands, points they overlook are normally just lost. With **muggins**, an opponent who spots them calls “Muggins!” and pegs them instead.</source>
        <translation>Quand les joueurs comptent eux-mêmes leurs mains, les points qu’ils oublient sont normalement perdus, tout simplement. Avec le **muggins**, un adversaire qui les repère crie « Muggins ! » et les marque à leur place.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="406"/>
        <source>In the app this only matters when you count for yourself (see [Counting your own hands](#app-counting)). If you claim less than your hand or crib is worth, you peg what you claimed; in a game played with muggins the next opponent then pegs the points you missed, and without it they are lost. If you claim too much, you are counted down to the true total. The computer players always count correctly.</source>
        <translation>Dans l’application, cela ne joue que si vous comptez vous-même (voir [Compter vos propres mains](#app-counting)). Si vous annoncez moins que ce que vaut votre main ou votre crib, vous marquez ce que vous avez annoncé ; dans une partie jouée avec muggins, l’adversaire suivant marque alors les points que vous avez oubliés, et sans muggins ils sont perdus. Si vous annoncez trop, vous êtes ramené au vrai total. Les joueurs de l’ordinateur comptent toujours juste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="427"/>
        <source>**The five-card game** is the oldest: each player keeps three cards, the non-dealer starts with three for last, and the play stops at the first go. **The six-card game** is the one most people play today. **The seven-card game** keeps five cards in each hand and runs three laps of the board.</source>
        <translation>**Le cribbage à cinq cartes** est le plus ancien : chaque joueur garde trois cartes, le joueur qui ne donne pas commence avec trois pour le dernier, et le jeu s’arrête au premier go. **Le cribbage à six cartes** est celui que la plupart des gens jouent aujourd’hui. **Le cribbage à sept cartes** garde cinq cartes dans chaque main et fait trois tours de planche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="428"/>
        <source>One house rule, **crib flush of four**, lets a crib of four cards in one suit score four even when the start is of another suit (five when it matches).</source>
        <translation>Une règle maison, **couleur de quatre au crib**, permet à un crib de quatre cartes d’une même couleur de marquer quatre même quand la carte de départ est d’une autre couleur (cinq si elle est de la même).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="433"/>
        <source>two or three, each playing alone, or four in two partnerships. The New Game dialog lets you change it each time.</source>
        <translation>deux ou trois, chacun pour soi, ou quatre en deux équipes. La boîte de dialogue Nouvelle partie vous permet de le changer à chaque fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="434"/>
        <source>five, six or seven cards to each player in the two-handed game; with three or four players everyone gets five.</source>
        <translation>cinq, six ou sept cartes à chaque joueur dans le jeu à deux&#xa0;; à trois ou à quatre, chacun en reçoit cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="435"/>
        <source>the score that wins the game: 61, 121 or 181 in the usual games.</source>
        <translation>le score qui gagne la partie&#xa0;: 61, 121 ou 181 dans les jeux habituels.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="436"/>
        <source>the first player who does not deal pegs three as the game begins (see [The deal and the crib](#deal)).</source>
        <translation>le premier joueur qui ne donne pas marque trois points au début de la partie (voir [La donne et le crib](#deal)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="437"/>
        <source>the play of each hand ends at the first go, as in Hoyle&apos;s five-card game.</source>
        <translation>le jeu de chaque main s’arrête au premier go, comme au cribbage à cinq cartes de Hoyle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="438"/>
        <source>after the opponent&apos;s go, a player who can still play without passing 31 must do so. Without it a player may stop and take the point for last card.</source>
        <translation>après le go de l’adversaire, un joueur qui peut encore jouer sans dépasser 31 doit le faire. Sans cette règle, il peut s’arrêter et prendre le point de la dernière carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="439"/>
        <source>a crib of four cards in one suit scores four even when the start is of another suit.</source>
        <translation>un crib de quatre cartes d’une même couleur vaut quatre points même si la carte de départ est d’une autre couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="440"/>
        <source>whether a lurch counts, the score below which a loser is lurched, and how many games the loser pays (see [Lurch, skunk and the stakes](#stakes)).</source>
        <translation>si le lurch compte, le score au-dessous duquel un perdant subit un lurch, et combien de parties il paie (voir [Lurch, capot et mises](#stakes)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="441"/>
        <source>the same for a skunk: whether it counts, below which score, and how many games.</source>
        <translation>de même pour le capot&#xa0;: s’il compte, au-dessous de quel score, et combien de parties.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="442"/>
        <source>the same for a double skunk, usually three games, or four if you choose.</source>
        <translation>de même pour le double capot, en général trois parties, ou quatre si vous le souhaitez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="443"/>
        <source>points a player overlooks in their own count go to the next opponent (see [Muggins](#muggins)).</source>
        <translation>les points qu’un joueur oublie en comptant sa main vont à l’adversaire suivant (voir [Muggins](#muggins)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="452"/>
        <source>Click the cards you want to give to the crib: two in the two-handed games, one with three or four players. A chosen card rises; click it again to take it back. Then press **Lay out to the crib**, or `Enter`.</source>
        <translation>Cliquez sur les cartes que vous voulez mettre au crib : deux dans les parties à deux, une à trois ou quatre joueurs. Une carte choisie se soulève ; cliquez de nouveau dessus pour la reprendre. Appuyez ensuite sur **Mettre au crib**, ou sur `Enter`.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="455"/>
        <source>If none of your cards fits, press **Say Go** (or `G`). The button can only be pressed when a go is allowed; in the five-card game it also lets you stop after your opponent&apos;s go instead of playing on.</source>
        <translation>Si aucune de vos cartes ne passe, appuyez sur **Dire go** (ou `G`). Le bouton n’est utilisable que lorsqu’un go est permis ; au cribbage à cinq cartes, il vous permet aussi de vous arrêter après le go de votre adversaire au lieu de continuer à jouer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="458"/>
        <source>To count for yourself, tick **Count my own hands and cribs** in Settings ▸ Options…; it applies from your next game. When your hand or crib is shown, enter its total in the count box and press **Claim** (or `Enter`). What happens to points you miss is explained under [Muggins](#muggins).</source>
        <translation>Pour compter vous-même, cochez **Compter moi-même mes mains et mes cribs** dans Réglages ▸ Options… ; le réglage s’applique à partir de votre prochaine partie. Quand votre main ou votre crib est montré, saisissez son total dans la case « Votre compte » et appuyez sur **Annoncer** (ou `Enter`). Ce qu’il advient des points que vous oubliez est expliqué sous [Muggins](#muggins).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="196"/>
        <source>`Alt`+underlined letter</source>
        <translation>`Alt`+lettre soulignée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="50"/>
        <source>Baccarat</source>
        <translation>Baccara</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="51"/>
        <source>A banking game for two to ten players: one player holds the bank, the others punt against it, and two or three cards decide each coup. Two forms are played: Chemin de Fer, in which the bank passes round the table, and Banque, in which one banker holds the bank against two tableaux. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de banque pour deux à dix joueurs&#xa0;: l’un tient la banque, les autres pontent contre elle, et deux ou trois cartes décident chaque coup. On en joue deux formes&#xa0;: le chemin de fer, où la banque fait le tour de la table, et la banque, où un banquier tient la banque contre deux tableaux. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="52"/>
        <source>To hold the point nearer to nine. Aces count one, the two to the nine their pips, and tens and court cards nothing (*baccarat*). Only the last figure of a total counts: [5H 6S] is one, and [3D 7C 5S] is five. The game is played for counters; whoever has won the most when the last coup is settled wins the game.</source>
        <translation>Tenir le point le plus proche de neuf. Les as comptent un, les deux à neuf leurs points, les dix et les figures rien (*baccara*). Seul le dernier chiffre d’un total compte&#xa0;: [5H 6S] font un, et [3D 7C 5S] font cinq. On joue pour des jetons&#xa0;; celui qui a le plus gagné quand le dernier coup est réglé gagne la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="53"/>
        <source>Chemin de Fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="54"/>
        <source>Six packs are shuffled together. The app plays the croupier: it shuffles, has the cards cut, keeps the order of the table and pays the stakes.</source>
        <translation>Six jeux sont mêlés ensemble. L’application fait le croupier&#xa0;: elle mêle, fait couper, tient l’ordre de la table et paie les mises.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="55"/>
        <source>The bank and the stakes</source>
        <translation>La banque et les mises</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="56"/>
        <source>The banker puts up a bank: the most he will risk on the coup.</source>
        <translation>Le banquier met une banque&#xa0;: le plus qu’il risquera sur le coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="57"/>
        <source>Each punter in turn, starting with the player next to the banker, may say **banco** and play alone against the whole bank. A punter who went banco and lost may go banco again on the next coup, and is asked first.</source>
        <translation>Chaque ponte à son tour, en commençant par le voisin du banquier, peut dire **banco** et jouer seul contre toute la banque. Un ponte qui a fait banco et perdu peut refaire banco au coup suivant, et il est interrogé le premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="58"/>
        <source>If nobody goes banco, the punters stake in turn. Together they may stake only as much as the bank holds; the players nearest the banker come first.</source>
        <translation>Si personne ne fait banco, les pontes misent à tour de rôle. Ensemble ils ne peuvent miser que ce que contient la banque&#xa0;; les joueurs les plus proches du banquier passent d’abord.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="59"/>
        <source>The punter with the highest stake holds the punters&apos; cards (the first in turn, on equal stakes).</source>
        <translation>Le ponte qui a la plus forte mise tient les cartes des pontes (le premier dans l’ordre, à mises égales).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="60"/>
        <source>The coup</source>
        <translation>Le coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="61"/>
        <source>The banker deals two cards face down to the punters&apos; hand and two to himself, one at a time.</source>
        <translation>Le banquier donne deux cartes faces cachées à la main des pontes et deux à lui-même, une à une.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="62"/>
        <source>A point of eight or nine in two cards is a **natural**: it is turned up at once, and the coup is decided.</source>
        <translation>Un point de huit ou neuf en deux cartes est un **naturel**&#xa0;: il est abattu aussitôt, et le coup est décidé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="63"/>
        <source>Otherwise the punters&apos; hand must take a third card, face up, on baccarat to four and must stand on six or seven. At five the holder chooses. Taking a card on six or seven, or refusing one on baccarat to four, is a **false draw**.</source>
        <translation>Sinon la main des pontes doit prendre une troisième carte, face visible, de baccara à quatre, et doit rester à six ou sept. À cinq, celui qui tient les cartes choisit. Prendre une carte à six ou sept, ou en refuser une de baccara à quatre, est une **faute de tirage**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="64"/>
        <source>The banker then draws or stands as he chooses, knowing his own cards and the punters&apos; third card.</source>
        <translation>Le banquier tire ensuite ou reste, à son choix, connaissant ses cartes et la troisième carte des pontes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="65"/>
        <source>The higher point wins. The bank pays each punter his stake, or takes every stake. On a tie the stakes stay on the table for the next coup.</source>
        <translation>Le point le plus haut gagne. La banque paie à chaque ponte sa mise, ou prend toutes les mises. En cas d’égalité les mises restent sur le tapis pour le coup suivant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="66"/>
        <source>The bank passes</source>
        <translation>La banque passe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="67"/>
        <source>The banker&apos;s winnings stay in the bank. While he wins he deals again, or he may say **I pass the deal**: the others in turn may take the bank at the amount it stood at; if nobody does, the next player starts a bank of his own. When the bank loses a coup, its rest goes back to the banker and the next player holds the bank. When fewer than seven cards are left, fresh cards are shuffled.</source>
        <translation>Les gains du banquier restent dans la banque. Tant qu’il gagne il donne à nouveau, ou il peut dire **je passe la main**&#xa0;: les autres, à tour de rôle, peuvent prendre la banque au montant où elle était&#xa0;; si personne ne le fait, le joueur suivant ouvre sa propre banque. Quand la banque perd un coup, son reste revient au banquier et le joueur suivant tient la banque. Quand il reste moins de sept cartes, on mêle des cartes neuves.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="68"/>
        <source>Banque</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="69"/>
        <source>Three packs are shuffled together. The banker keeps the bank until the packs are dealt out, he passes the deal, or the bank is broken. He plays against two hands, the **right tableau** and the **left tableau**: the punters on his right stake on the one, those on his left on the other, and the highest stake on each side holds its cards. The banker deals two cards to each tableau and two to himself; each tableau draws or stands on the same rule as at Chemin de Fer; then the banker draws or stands once, against both. Each tableau is settled on its own: the bank may win one and lose the other. A punter may go banco against the whole bank; he then plays alone.</source>
        <translation>Trois jeux sont mêlés ensemble. Le banquier garde la banque jusqu’à l’épuisement des jeux, à moins qu’il ne passe la main ou que la banque ne saute. Il joue contre deux mains, le **tableau de droite** et le **tableau de gauche**&#xa0;: les pontes à sa droite misent sur l’un, ceux de sa gauche sur l’autre, et la plus forte mise de chaque côté en tient les cartes. Le banquier donne deux cartes à chaque tableau et deux à lui-même&#xa0;; chaque tableau tire ou reste selon la même règle qu’au chemin de fer&#xa0;; puis le banquier tire ou reste une fois, contre les deux. Chaque tableau est réglé à part&#xa0;: la banque peut gagner l’un et perdre l’autre. Un ponte peut faire banco contre toute la banque&#xa0;; il joue alors seul.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="71"/>
        <source>The game ends after the number of coups the house rules set. Every seat&apos;s net counters are shown all the time beside its name; the player who has won the most wins the game.</source>
        <translation>La partie finit après le nombre de coups que fixent les règles de la maison. Les jetons nets de chaque place sont toujours affichés près de son nom&#xa0;; celui qui a le plus gagné gagne la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="72"/>
        <source>Strategy: the solution of the game</source>
        <translation>Stratégie&#xa0;: la solution du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="73"/>
        <source>The cards are the same for everyone; the only choices are the punter&apos;s at five and the banker&apos;s. The best play of both is a mixed one, worked out by the app for the packs in use: with six packs the punter should take a card at five about four times in five (with probability 477191/592524), and the banker should draw or stand by a rule that depends on his own two cards and the punter&apos;s third card, mixing only with a ten and a six against a punter who stood. Played so, the bank gains about 1.29 counters in every hundred staked against it; no other rule of the banker&apos;s does better. The expert computer player plays this solution.</source>
        <translation>Les cartes sont les mêmes pour tous&#xa0;; les seuls choix sont celui du ponte à cinq et ceux du banquier. Le meilleur jeu des deux est mixte, calculé par l’application pour les jeux employés&#xa0;: avec six jeux, le ponte devrait prendre une carte à cinq environ quatre fois sur cinq (avec la probabilité 477191/592524), et le banquier tirer ou rester selon une règle qui dépend de ses deux cartes et de la troisième carte du ponte, en ne mêlant ses choix qu’avec un dix et un six contre un ponte qui est resté. Joué ainsi, la banque gagne environ 1,29 jeton sur cent misés contre elle&#xa0;; aucune autre règle du banquier ne fait mieux. L’ordinateur expert joue cette solution.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="74"/>
        <source>Baccarat Chemin de Fer</source>
        <translation>Baccara chemin de fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="75"/>
        <source>Six packs, the bank passing on when it loses, banco, ties standing over.</source>
        <translation>Six jeux, la banque passe quand elle perd, banco, les égalités restent sur le tapis.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="76"/>
        <source>Baccarat Banque</source>
        <translation>Baccara banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="77"/>
        <source>Three packs, one banker against the right and left tableaux until the packs are dealt out.</source>
        <translation>Trois jeux, un banquier contre le tableau de droite et celui de gauche jusqu’à l’épuisement des jeux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="78"/>
        <source>Baccarat Chemin de Fer, club rules</source>
        <translation>Baccara chemin de fer, règles de cercle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="79"/>
        <source>A false draw is fined, ties are returned at once, and a punter may call for fresh packs.</source>
        <translation>Une faute de tirage est punie d’amende, les égalités sont rendues aussitôt, et un ponte peut demander des jeux neufs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="80"/>
        <source>how many sit at the table, you included: two to ten.</source>
        <translation>combien sont à la table, vous compris&#xa0;: deux à dix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="81"/>
        <source>Chemin de Fer or Banque.</source>
        <translation>chemin de fer ou banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="82"/>
        <source>the packs shuffled together; 0 takes six at Chemin de Fer and three at Banque.</source>
        <translation>les jeux mêlés ensemble&#xa0;; 0 en prend six au chemin de fer et trois à la banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="83"/>
        <source>the counters each player starts with, and takes again when broke.</source>
        <translation>les jetons avec lesquels chaque joueur commence, et qu’il reprend quand il est à sec.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="84"/>
        <source>the smallest stake; every amount is a multiple of it.</source>
        <translation>la plus petite mise&#xa0;; tout montant en est un multiple.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="85"/>
        <source>the most a banker may put up to start a bank.</source>
        <translation>le plus qu’un banquier peut mettre pour ouvrir une banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="86"/>
        <source>how many coups make the game.</source>
        <translation>combien de coups dure la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="87"/>
        <source>refused by the croupier, fined, or the offender made to pay the other punters&apos; losses on that coup.</source>
        <translation>refusée par le croupier, punie d’amende, ou le fautif paie les pertes des autres pontes sur ce coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="88"/>
        <source>the fine for a false draw, paid into the bank.</source>
        <translation>l’amende pour une faute de tirage, payée à la banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="89"/>
        <source>the stakes stand over to the next coup, or are returned at once.</source>
        <translation>les mises restent pour le coup suivant, ou sont rendues aussitôt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="90"/>
        <source>once in each shoe a punter may call for fresh packs, paying for them.</source>
        <translation>une fois par sabot, un ponte peut demander des jeux neufs, en les payant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="91"/>
        <source>what the fresh packs cost, paid into the bank.</source>
        <translation>ce que coûtent les jeux neufs, payés à la banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="95"/>
        <source>**Decisions**: the buttons offer what you may do now: banco, keep the bank, pass the deal, take a passed bank, a card or stand. A false draw is refused and the reason is shown (unless the house rules fine it).</source>
        <translation>**Décisions**&#xa0;: les boutons proposent ce que vous pouvez faire maintenant&#xa0;: banco, garder la banque, passer la main, prendre une banque passée, une carte ou rester. Une faute de tirage est refusée et la raison affichée (sauf si les règles de la maison la punissent d’amende).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="101"/>
        <source>put up or stake the amount chosen</source>
        <translation>ouvrir la banque ou miser le montant choisi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="104"/>
        <source>These rules follow the chapter on Baccarat in Hoyle&apos;s Games Modernized (L. Hoffmann, 1909), which describes Chemin de Fer in full, the opening of Banque, and the laws about fresh packs. The book stops early at Banque: the app plays it as it is commonly played, with two tableaux and a permanent banker. Everything here is told in our own words.</source>
        <translation>Ces règles suivent le chapitre sur le baccara de Hoyle’s Games Modernized (L. Hoffmann, 1909), qui décrit entièrement le chemin de fer, le début de la banque et les lois sur les jeux neufs. Le livre s’arrête tôt pour la banque&#xa0;: l’application la joue comme on la joue d’habitude, avec deux tableaux et un banquier permanent. Tout ici est raconté dans nos propres mots.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="105"/>
        <source>Blind Hookey</source>
        <translation>Blind Hookey</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="106"/>
        <source>A game of pure chance for two to eight players: the pack is cut into packets, everyone stakes without looking, and the bottom cards decide. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un pur jeu de hasard pour deux à huit joueurs&#xa0;: le jeu est coupé en paquets, chacun mise sans regarder, et les cartes du dessous décident. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="107"/>
        <source>To hold a packet whose bottom card is higher than the dealer&apos;s. Cards rank from the ace (lowest) to the king (highest); suits do not count. The game is played for counters; whoever has won the most when the last hand is settled wins.</source>
        <translation>Tenir un paquet dont la carte du dessous est plus haute que celle du donneur. Les cartes vont de l’as (la plus basse) au roi (la plus haute)&#xa0;; les couleurs ne comptent pas. On joue pour des jetons&#xa0;; celui qui a le plus gagné quand la dernière donne est réglée gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="109"/>
        <source>Everyone cuts a card; the lowest deals, and equal lowest cut again. Before each hand the pack is shuffled by the player on the dealer&apos;s right and cut.</source>
        <translation>Chacun coupe une carte&#xa0;; la plus basse donne, et les plus basses à égalité recoupent. Avant chaque donne, le joueur à droite du donneur mêle le jeu, puis on coupe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="110"/>
        <source>The first method: a packet each</source>
        <translation>La première manière&#xa0;: un paquet chacun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="111"/>
        <source>Starting on the dealer&apos;s left, each player cuts a packet from the top of the pack: at least four cards and no more than his share. What is left is the dealer&apos;s.</source>
        <translation>En commençant à gauche du donneur, chaque joueur coupe un paquet sur le dessus du jeu&#xa0;: au moins quatre cartes et pas plus que sa part. Le reste est au donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="112"/>
        <source>Nobody looks at his cards. Each player stakes on his packet, blind.</source>
        <translation>Personne ne regarde ses cartes. Chaque joueur mise sur son paquet, à l’aveugle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="113"/>
        <source>All the packets are turned over. A packet whose bottom card is higher than the dealer&apos;s is paid its stake by the dealer; a packet lower or equal pays its stake to the dealer.</source>
        <translation>Tous les paquets sont retournés. Un paquet dont la carte du dessous est plus haute que celle du donneur reçoit sa mise du donneur&#xa0;; un paquet plus bas ou égal paie sa mise au donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="114"/>
        <source>The same dealer deals again until he loses to every player in a hand; then the next player deals.</source>
        <translation>Le même donneur donne à nouveau jusqu’à ce qu’il perde contre tous les joueurs dans une donne&#xa0;; puis le joueur suivant donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="115"/>
        <source>The second method: three packets</source>
        <translation>La seconde manière&#xa0;: trois paquets</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="116"/>
        <source>The dealer cuts the pack into three packets. The player on his left rejects one of them, which becomes the dealer&apos;s; every player then stakes on either or both of the other two, blind. The bottom cards are compared with the dealer&apos;s as in the first method.</source>
        <translation>Le donneur coupe le jeu en trois paquets. Le joueur à sa gauche en rejette un, qui devient celui du donneur&#xa0;; chaque joueur mise ensuite, à l’aveugle, sur l’un des deux autres ou sur les deux. Les cartes du dessous sont comparées à celle du donneur comme dans la première manière.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="117"/>
        <source>The bank&apos;s edge</source>
        <translation>L’avantage de la banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="118"/>
        <source>Every bottom card is another card of the same pack, so a packet beats the dealer&apos;s eight times in seventeen, ties once and loses eight times, and a tie pays the dealer. The dealer therefore gains one counter in seventeen of all that is staked against him, at either method, whatever packets are cut or rejected. The app works this out exactly by going through every pair of cards, and checks it by playing many hands. The only sensible play is therefore to stake little; the expert computer player stakes the least it may.</source>
        <translation>Chaque carte du dessous est une autre carte du même jeu&#xa0;: un paquet bat celui du donneur huit fois sur dix-sept, l’égale une fois et perd huit fois, et une égalité paie le donneur. Le donneur gagne donc un jeton sur dix-sept de tout ce qui est misé contre lui, dans les deux manières, quels que soient les paquets coupés ou rejetés. L’application le calcule exactement en parcourant chaque paire de cartes, et le vérifie en jouant de nombreuses donnes. Le seul jeu sensé est donc de miser peu&#xa0;; l’ordinateur expert mise le moins qu’il peut.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="119"/>
        <source>The game ends after the number of hands the house rules set; every seat&apos;s net counters are shown all the time beside its name.</source>
        <translation>La partie finit après le nombre de donnes que fixent les règles de la maison&#xa0;; les jetons nets de chaque place sont toujours affichés près de son nom.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="120"/>
        <source>Every player cuts a packet and stakes blind on it.</source>
        <translation>Chaque joueur coupe un paquet et mise dessus à l’aveugle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="121"/>
        <source>Blind Hookey, three packets</source>
        <translation>Blind Hookey, trois paquets</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="122"/>
        <source>The dealer cuts three packets; the punters stake on two, and the rejected one is the dealer&apos;s.</source>
        <translation>Le donneur coupe trois paquets&#xa0;; les pontes misent sur deux, et le paquet rejeté est au donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="123"/>
        <source>how many sit at the table, you included: two to eight.</source>
        <translation>combien sont à la table, vous compris&#xa0;: deux à huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="124"/>
        <source>a packet each, or three packets.</source>
        <translation>un paquet chacun, ou trois paquets.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="125"/>
        <source>the ace ranks above the king.</source>
        <translation>l’as se classe au-dessus du roi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="126"/>
        <source>the smallest stake.</source>
        <translation>la plus petite mise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="127"/>
        <source>the most a player may stake on one packet, in units.</source>
        <translation>le plus qu’un joueur peut miser sur un paquet, en unités.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="128"/>
        <source>how many hands make the game.</source>
        <translation>combien de donnes dure la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="131"/>
        <source>**Staking**: choose the amount and press **Stake** (or `Enter`). At the second method you stake on each of the two packets in turn, and may leave one of them without a stake.</source>
        <translation>**Miser**&#xa0;: choisissez le montant et appuyez sur **Miser** (ou `Enter`). Dans la seconde manière, vous misez tour à tour sur chacun des deux paquets, et pouvez en laisser un sans mise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="134"/>
        <source>cut or stake the amount chosen</source>
        <translation>couper ou miser le montant choisi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="272"/>
        <source>press that button</source>
        <translation>appuyer sur ce bouton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="136"/>
        <source>These rules follow the chapter on Blind Hookey in Hoyle&apos;s Games Modernized (L. Hoffmann, 1909), which gives both methods. Where it leaves a question open, such as how the ace ranks, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Ces règles suivent le chapitre sur le Blind Hookey de Hoyle’s Games Modernized (L. Hoffmann, 1909), qui en donne les deux manières. Là où il laisse une question ouverte, comme le rang de l’as, l’application fait le choix décrit sur cette page. Tout ici est raconté dans nos propres mots.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="21"/>
        <source>Everyone cuts a card: the highest deals first (cards that tie cut again). With four, the same cut makes the partnerships: the two highest cards play against the two lowest, and the partners sit opposite each other. After each hand the deal passes to the left.</source>
        <translation>Chacun coupe une carte&#xa0;: la plus forte donne en premier (les cartes égales recoupent). À quatre, la même coupe forme les équipes&#xa0;: les deux plus fortes cartes jouent contre les deux plus faibles, et les partenaires sont assis face à face. Après chaque donne, la main passe à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="26"/>
        <source>With four players, only the dealer and the elder hand may look at their cards until the beg is settled: the other two see their cards face down until the elder hand stands or the dealer gives one or runs the cards.</source>
        <translation>À quatre, seuls le donneur et le premier en main peuvent regarder leurs cartes avant que la mendicité soit réglée&#xa0;: les deux autres voient leurs cartes face cachée jusqu’à ce que le premier en main garde la main ou que le donneur donne un point ou fasse courir les cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="30"/>
        <source>When all the cards are played, the points are scored in this order: High, Low, Jack, Game. If only one trump was dealt, it is both High and Low. If the Jack was not dealt, no one scores it. If the sides tie for Game, or no one has a counting card, the elder hand&apos;s side scores it. With three players the tie may leave the elder hand out: Game then goes to the tied player who plays first after him.</source>
        <translation>Quand toutes les cartes sont jouées, les points se marquent dans cet ordre&#xa0;: High, Low, Jack, Game. Si un seul atout a été distribué, il est à la fois High et Low. Si le valet d’atout n’a pas été distribué, personne ne marque Jack. Si les camps sont à égalité pour Game, ou si personne n’a de carte qui compte, le camp du premier en main le marque. À trois, l’égalité peut exclure le premier en main&#xa0;: Game va alors au joueur à égalité qui joue le premier après lui.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="93"/>
        <source>Baccarat plays on the banking table that Vingt-un and Blind Hookey share. Every player sits round the oval with his purse and his net gain or loss so far. The white button marks the banker. The bank&apos;s two cards lie before the banker and the punters&apos; hand before the player who holds it (at Banque, the right and the left tableau before their holders), face down until the rules turn them up; a third card is given face up. A punter&apos;s stake lies under his place. The shoe, the bank and the stakes are in the middle. Every payment is drawn as an arrow from the payer to the payee while it is made, and every call shows in a bubble. After a coup its cards stay on show, with who won, until the next deal; **Review the last hand** shows the last coup again.</source>
        <translation>Le baccara se joue à la table de banque que partagent le vingt-et-un et le Blind Hookey. Chaque joueur est assis autour de l’ovale avec sa bourse et son gain ou sa perte jusqu’ici. Le bouton blanc désigne le banquier. Les deux cartes de la banque sont devant le banquier et la main des pontes devant le joueur qui la tient (à la banque, le tableau de droite et celui de gauche devant ceux qui les tiennent), faces cachées jusqu’à ce que les règles les retournent&#xa0;; une troisième carte est donnée face visible. La mise d’un ponte est sous sa place. Le sabot, la banque et les mises sont au milieu. Chaque paiement est dessiné comme une flèche du payeur au bénéficiaire pendant qu’il se fait, et chaque annonce apparaît dans une bulle. Après un coup, ses cartes restent visibles, avec qui a gagné, jusqu’à la donne suivante&#xa0;; **Revoir la dernière donne** montre à nouveau le dernier coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="94"/>
        <source>**Amounts**: to put up a bank or to stake, choose the amount in the amount box (only the amounts the game allows, in multiples of the stake unit) and press **Put up the bank** or **Stake**, or `Enter`. At Chemin de Fer you may stake nothing for a coup.</source>
        <translation>**Montants**&#xa0;: pour ouvrir une banque ou miser, choisissez le montant dans la case du montant (seulement les montants que le jeu permet, en multiples de l’unité de mise) et appuyez sur **Ouvrir la banque** ou **Miser**, ou sur `Enter`. Au chemin de fer vous pouvez ne rien miser sur un coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="100"/>
        <source>set the amount: that many stake units (0 is ten)</source>
        <translation>choisir le montant&#xa0;: autant d’unités de mise (0 vaut dix)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="103"/>
        <source>presses the button with that letter underlined (banco, a card, stand, pass the deal…)</source>
        <translation>appuie sur le bouton dont cette lettre est soulignée (banco, carte, rester, passer la main…)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="129"/>
        <source>Blind Hookey plays on the banking table that Vingt-un and Baccarat share. Every player sits round the oval with his purse and his net gain or loss so far; the white button marks the dealer. Each packet lies before its owner with its size, its bottom card face down, and the punter&apos;s stake under it; at the second method the three packets lie before the dealer, who cut them, and each punter&apos;s stake on each of the two company packets lies before him. The bottom cards are turned up when every stake is made, every payment is drawn as an arrow from the payer to the payee, and the hand stays on show until the next packet is cut; **Review the last hand** shows it again.</source>
        <translation>Le Blind Hookey se joue à la table de banque que partagent le vingt-et-un et le baccara. Chaque joueur est assis autour de l’ovale avec sa bourse et son gain ou sa perte jusqu’ici&#xa0;; le bouton blanc désigne le donneur. Chaque paquet est devant son propriétaire avec sa taille, sa carte du dessous face cachée, et la mise du ponte dessous&#xa0;; à la seconde manière, les trois paquets sont devant le donneur, qui les a coupés, et la mise de chaque ponte sur chacun des deux paquets de la compagnie est devant lui. Les cartes du dessous sont retournées quand toutes les mises sont faites, chaque paiement est dessiné comme une flèche du payeur au bénéficiaire, et la donne reste visible jusqu’à ce que le paquet suivant soit coupé&#xa0;; **Revoir la dernière donne** la montre à nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="130"/>
        <source>**Cutting**: choose the size of your packet in the amount box (only the sizes allowed) and press **Cut** (or `Enter`).</source>
        <translation>**Couper**&#xa0;: choisissez la taille de votre paquet dans la case du montant (seulement les tailles permises) et appuyez sur **Couper** (ou `Enter`).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="132"/>
        <source>**Rejecting** (second method): press the button of the packet you reject, or its number.</source>
        <translation>**Rejeter** (seconde manière)&#xa0;: appuyez sur le bouton du paquet que vous rejetez, ou sur son numéro.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="133"/>
        <source>set the amount or the packet&apos;s size (0 is ten); reject that packet</source>
        <translation>choisir le montant ou la taille du paquet (0 vaut dix)&#xa0;; rejeter ce paquet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="137"/>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="139"/>
        <source>Take the cards that count: Great Cassino (the ten of diamonds), Little Cassino (the two of spades), the aces, the most spades and the most cards, and sweep the table when you can. The first side to reach the game (21 points) wins.</source>
        <translation>Prenez les cartes qui comptent&#xa0;: le grand Cassino (le dix de carreau), le petit Cassino (le deux de pique), les as, le plus de piques et le plus de cartes, et balayez la table quand vous le pouvez. Le premier camp qui atteint la partie (21 points) gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="140"/>
        <source>Players, partners and cards</source>
        <translation>Joueurs, partenaires et cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="143"/>
        <source>From the dealer&apos;s left, each player in turn plays one card. With it he takes, all at once:</source>
        <translation>À partir de la gauche du donneur, chaque joueur à son tour joue une carte. Avec elle il prend, d&apos;un seul coup&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="144"/>
        <source>every table card of the **same rank**, and</source>
        <translation>toutes les cartes de la table du **même rang**, et</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="145"/>
        <source>every **set** of table cards whose values **add up** to it: a ten takes a nine and an ace, an eight and a two, two fives, two threes and a four, and so on.</source>
        <translation>toute **combinaison** de cartes de la table dont les valeurs **s&apos;additionnent** pour faire la sienne&#xa0;: un dix prend un neuf et un as, un huit et un deux, deux cinq, deux trois et un quatre, et ainsi de suite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="146"/>
        <source>Aces count one and the other cards their pips; kings, queens and jacks only take cards of their own rank. A set may not share a card with another. Where the cards can be grouped in more than one way you choose which to take. A card that can take must take; a card that takes nothing is laid face up on the table.</source>
        <translation>Les as valent un et les autres cartes leur valeur&#xa0;; les rois, dames et valets ne prennent que les cartes de leur rang. Deux combinaisons ne peuvent partager une carte. Quand les cartes peuvent se grouper de plusieurs façons, vous choisissez lesquelles prendre. Une carte qui peut prendre doit prendre&#xa0;; une carte qui ne prend rien est posée face visible sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="147"/>
        <source>Taking every card on the table is a **sweep**, worth one point; the next player must then lay a card on the empty table. When the last cards have been played, the last player to take anything takes whatever is left on the table, and that counts as a sweep too.</source>
        <translation>Prendre toutes les cartes de la table est un **balayage**, qui vaut un point&#xa0;; le joueur suivant doit alors poser une carte sur la table vide. Quand les dernières cartes ont été jouées, le dernier joueur à avoir pris quelque chose prend tout ce qui reste sur la table, et cela compte aussi comme un balayage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="148"/>
        <source>Building, a house rule</source>
        <translation>Les constructions, une règle maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="149"/>
        <source>Today&apos;s Cassino, not Peel&apos;s, lets a player **build**: he lays a card from his hand on one or more table cards to make a total he can take later with another card he holds (a five on a four, holding a nine, builds nine). The build stays on the table as one pile; a card of its total takes it whole, together with whatever else that card takes, and any player may take it. While a player has a build of his own on the table he may not lay a card down: he must take or build.</source>
        <translation>Le Cassino d&apos;aujourd&apos;hui, non celui de Peel, permet de **construire**&#xa0;: un joueur pose une carte de sa main sur une ou plusieurs cartes de la table pour faire un total qu&apos;il pourra prendre plus tard avec une autre carte de sa main (un cinq sur un quatre, en ayant un neuf, construit neuf). La construction reste sur la table en une seule pile&#xa0;; une carte de son total la prend entière, avec tout ce que cette carte prend d&apos;autre, et n&apos;importe quel joueur peut la prendre. Tant qu&apos;un joueur a une construction à lui sur la table, il ne peut pas poser de carte&#xa0;: il doit prendre ou construire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="150"/>
        <source>Three more of today&apos;s rules can be added as house rules:</source>
        <translation>Trois autres règles d&apos;aujourd&apos;hui peuvent s&apos;ajouter en règles maison&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="151"/>
        <source>**Raising.** A card from the hand laid on a single build, yours or another&apos;s, raises it to a new total of ten or less, which you must be able to take with another card you hold (a two on a build of seven, holding a nine, makes it nine). The build becomes yours.</source>
        <translation>**Élever.** Une carte de la main posée sur une construction simple, la vôtre ou celle d&apos;un autre, l&apos;élève à un nouveau total de dix au plus, que vous devez pouvoir prendre avec une autre carte de votre main (un deux sur une construction de sept, en ayant un neuf, en fait neuf). La construction devient la vôtre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="152"/>
        <source>**Multiple builds.** A build gathers every loose card and every set of its total on the table, and every build of that total, as a card of that total would take them; and a card of the total may be built on them (a five on a five, holding another five, builds five). A multiple build cannot be raised.</source>
        <translation>**Constructions multiples.** Une construction réunit toute carte libre et tout groupe de son total sur la table, et toute construction de ce total, comme une carte de ce total les prendrait&#xa0;; et une carte du total elle-même peut y être construite (un cinq sur un cinq, en ayant un autre cinq, construit cinq). Une construction multiple ne peut pas être élevée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="153"/>
        <source>**Take it or add to it.** The stricter duty: a player with a build of his own on the table must, when he can, take that build or add to it (raise it, or build on it); only when he cannot may he take or build anything else. He never lays a card down while it stands.</source>
        <translation>**La prendre ou y ajouter.** L&apos;obligation plus stricte&#xa0;: un joueur qui a une construction à lui sur la table doit, s&apos;il le peut, prendre cette construction ou y ajouter (l&apos;élever ou construire dessus)&#xa0;; ce n&apos;est que s&apos;il ne le peut pas qu&apos;il peut prendre ou construire autre chose. Il ne pose jamais de carte tant qu&apos;elle reste sur la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="154"/>
        <source>With building on, the buttons of a card you click show each way it can take, build or raise; a card you may not play is refused with the reason.</source>
        <translation>Avec les constructions, les boutons d&apos;une carte cliquée montrent chaque façon dont elle peut prendre, construire ou élever&#xa0;; une carte que vous ne pouvez pas jouer est refusée avec la raison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="155"/>
        <source>The count</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="156"/>
        <source>When the pack has been played through, each side counts its cards:</source>
        <translation>Quand tout le jeu a été joué, chaque camp compte ses cartes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="157"/>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="158"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="159"/>
        <source>Great Cassino, the ten of diamonds</source>
        <translation>Grand Cassino, le dix de carreau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="160"/>
        <source>Little Cassino, the two of spades</source>
        <translation>Petit Cassino, le deux de pique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="161"/>
        <source>each ace</source>
        <translation>chaque as</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="162"/>
        <source>the most spades</source>
        <translation>le plus de piques</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="163"/>
        <source>the most cards</source>
        <translation>le plus de cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="164"/>
        <source>each sweep</source>
        <translation>chaque balayage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="166"/>
        <source>the lowest scorer&apos;s points are taken from each of the others (1, 2, 3 and 5 score 0, 1, 2 and 4);</source>
        <translation>les points du plus faible sont retranchés de ceux de chacun des autres (1, 2, 3 et 5 marquent 0, 1, 2 et 4)&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="167"/>
        <source>with three, the two lowest are added together and taken from the highest, who alone scores; nobody scores when they reach his points.</source>
        <translation>à trois, les deux plus faibles sont additionnés et retranchés du plus fort, qui seul marque&#xa0;; personne ne marque s&apos;ils atteignent ses points.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="168"/>
        <source>Deals follow, the deal passing to the left, until a side reaches the game.</source>
        <translation>Les donnes se suivent, la donne passant à gauche, jusqu&apos;à ce qu&apos;un camp atteigne la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="169"/>
        <source>Four players, two against two; game 21.</source>
        <translation>Quatre joueurs, deux contre deux&#xa0;; partie en 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="170"/>
        <source>Cassino for two</source>
        <translation>Cassino à deux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="171"/>
        <source>You against one computer player.</source>
        <translation>Vous contre un joueur de l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="172"/>
        <source>Cassino for three</source>
        <translation>Cassino à trois</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="176"/>
        <source>Cassino with building</source>
        <translation>Cassino avec constructions</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="179"/>
        <source>with four players, two against two or each for himself.</source>
        <translation>à quatre, deux contre deux ou chacun pour soi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="180"/>
        <source>52 cards, or the 32 from the sevens up (no Little Cassino).</source>
        <translation>52 cartes, ou les 32 à partir du sept (pas de petit Cassino).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="181"/>
        <source>the points that win the game.</source>
        <translation>les points qui gagnent la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="183"/>
        <source>today&apos;s builds, off in Peel&apos;s game (see [Building](#building)).</source>
        <translation>les constructions d&apos;aujourd&apos;hui, absentes du jeu de Peel (voir [Les constructions](#building)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="184"/>
        <source>with building: a single build may be raised to a new total.</source>
        <translation>avec les constructions, une construction simple peut être élevée à un nouveau total.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="185"/>
        <source>with building: builds of several sets or cards of one total.</source>
        <translation>avec les constructions, des constructions de plusieurs groupes ou cartes d&apos;un même total.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="186"/>
        <source>with building: may the owner of a build take or build anything, or must he take that build or add to it?</source>
        <translation>avec les constructions, le propriétaire d&apos;une construction peut-il prendre ou construire à son gré, ou doit-il prendre cette construction ou y ajouter&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="187"/>
        <source>Take the Cassinos at the first chance, then aces and spades; then take as many cards as you can, sets before pairs, and leave pairs for later, except tens and twos, which are best taken off the table before an opponent can use them for the Cassinos. Do not lay down a card that lets the next player sweep the table.</source>
        <translation>Prenez les Cassinos à la première occasion, puis les as et les piques&#xa0;; prenez ensuite autant de cartes que possible, les combinaisons avant les paires, et gardez les paires pour plus tard, sauf les dix et les deux, qu&apos;il vaut mieux ôter de la table avant qu&apos;un adversaire ne s&apos;en serve pour les Cassinos. Ne posez pas une carte qui permet au joueur suivant de balayer la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="189"/>
        <source>The table cards are spread out in the middle so that every card shows. The computer players sit along the top; each player&apos;s name plate shows how many cards he has taken and his sweeps, and the cards taken lie face down beside it. The panel on the right shows the scores, the cards still to deal and, after each deal, the count item by item.</source>
        <translation>Les cartes de la table sont étalées au milieu pour que chacune se voie. Les joueurs de l&apos;ordinateur sont assis en haut&#xa0;; la plaque de chaque joueur indique combien de cartes il a prises et ses balayages, et les cartes prises sont posées face cachée à côté. Le panneau de droite montre les scores, les cartes restant à donner et, après chaque donne, le décompte point par point.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="190"/>
        <source>Click a card of your hand. A card that takes nothing is laid on the table. A card that takes marks the cards it would take: click it again (or a marked table card, or press `Enter`) to take them, or choose another card. Where the cards can be taken in more than one way (or, with building, built on), a button for each way lets you choose. The other players&apos; captures are marked on the table a moment before they are gathered in.</source>
        <translation>Cliquez sur une carte de votre main. Une carte qui ne prend rien est posée sur la table. Une carte qui prend marque les cartes qu&apos;elle prendrait&#xa0;: cliquez à nouveau dessus (ou sur une carte marquée de la table, ou appuyez sur `Enter`) pour les prendre, ou choisissez une autre carte. Quand les cartes peuvent se prendre de plusieurs façons (ou, avec les constructions, servir à construire), un bouton pour chacune vous laisse choisir. Les prises des autres joueurs sont marquées sur la table un instant avant d&apos;être ramassées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="192"/>
        <source>choose the marked card</source>
        <translation>choisir la carte marquée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="193"/>
        <source>take the cards marked</source>
        <translation>prendre les cartes marquées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="194"/>
        <source>where the card can be played in more than one way: the first, second, third… of its buttons (takes, builds, raises)</source>
        <translation>quand la carte peut se jouer de plus d&apos;une façon, le premier, deuxième, troisième… de ses boutons (prendre, construire, élever)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="195"/>
        <source>choose another card</source>
        <translation>choisir une autre carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="199"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="200"/>
        <source>A round game of three cards each, traded for the best combination, for three to twelve players. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de société à trois cartes chacun, échangées pour la meilleure combinaison, pour trois à douze joueurs. La dernière partie, [Comment jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="201"/>
        <source>Each player holds three cards and trades them, one at a time, to hold the best hand when the cards are shown. The best hand takes the pool.</source>
        <translation>Chaque joueur tient trois cartes et les échange, une à la fois, pour avoir la meilleure main quand les cartes sont montrées. La meilleure main gagne la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="202"/>
        <source>The full pack of 52 cards is used, or the 32-card pack (ace, and seven to king in each suit) for up to seven players. For counting, an ace is worth eleven, a king, queen or knave ten, and every other card its number.</source>
        <translation>On joue avec le jeu complet de 52 cartes, ou jusqu’à sept joueurs avec le jeu de 32 cartes (as, et sept à roi dans chaque couleur). Pour compter, un as vaut onze, un roi, une dame ou un valet dix, et toute autre carte son chiffre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="203"/>
        <source>The hands</source>
        <translation>Les mains</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="204"/>
        <source>From the best to the worst:</source>
        <translation>De la meilleure à la plus faible&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="205"/>
        <source>**Tricon**: three cards of one rank, such as [AS AH AD].</source>
        <translation>**Tricon**&#xa0;: trois cartes de même rang, par exemple [AS AH AD].</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="206"/>
        <source>**Sequence**: three cards of one suit in order, such as [9H TH JH]. The ace may be high ([QC KC AC], the best) or low ([AD 2D 3D], the lowest), but a sequence never runs from the king round to the two.</source>
        <translation>**Séquence**&#xa0;: trois cartes d’une couleur qui se suivent, par exemple [9H TH JH]. L’as peut être haut ([QC KC AC], la meilleure) ou bas ([AD 2D 3D], la plus basse), mais une séquence ne passe jamais du roi au deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="207"/>
        <source>**Flush**: three cards of one suit.</source>
        <translation>**Flux**&#xa0;: trois cartes d’une même couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="208"/>
        <source>**Pair**: two cards of one rank and one other card.</source>
        <translation>**Paire**&#xa0;: deux cartes de même rang et une autre carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="209"/>
        <source>**Point**: any other hand, worth the total of its three cards.</source>
        <translation>**Point**&#xa0;: toute autre main, qui vaut le total de ses trois cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="210"/>
        <source>Equal combinations</source>
        <translation>Combinaisons égales</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="211"/>
        <source>**Two tricons**: the higher rank wins; aces are highest.</source>
        <translation>**Deux tricons**&#xa0;: le rang le plus haut gagne&#xa0;; les as sont les plus hauts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="212"/>
        <source>**Two sequences**: the higher one wins.</source>
        <translation>**Deux séquences**&#xa0;: la plus haute gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="213"/>
        <source>**Two flushes**: the higher point wins.</source>
        <translation>**Deux flux**&#xa0;: le point le plus haut gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="214"/>
        <source>**Two pairs**: the higher pair wins; with equal pairs, the higher third card.</source>
        <translation>**Deux paires**&#xa0;: la paire la plus haute gagne&#xa0;; à paires égales, la troisième carte la plus haute.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="215"/>
        <source>**Two points**: the higher total wins; with equal totals, compare the cards from the highest down: the first higher card wins.</source>
        <translation>**Deux points**&#xa0;: le total le plus haut gagne&#xa0;; à total égal, on compare les cartes en partant de la plus haute&#xa0;: la première carte plus haute gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="216"/>
        <source>Hands that are equal in every way share the pool. The history always says why the best hand won.</source>
        <translation>Des mains égales en tout se partagent la cagnotte. L’historique dit toujours pourquoi la meilleure main a gagné.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="217"/>
        <source>The new game</source>
        <translation>Le nouveau jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="218"/>
        <source>Everyone puts a stake into the pool, and the dealer puts in a second one. Three cards are dealt to each player. Starting at the dealer&apos;s left and going round the table, each player on their turn does one of three things:</source>
        <translation>Chacun met une mise dans la cagnotte, et le donneur en met une seconde. Chaque joueur reçoit trois cartes. En commençant à gauche du donneur et en faisant le tour de la table, chaque joueur à son tour fait l’une de trois choses&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="219"/>
        <source>**Stand**: keep the cards. The trading ends at once and every hand is shown.</source>
        <translation>**Rester**&#xa0;: garder ses cartes. Le commerce s’arrête aussitôt et toutes les mains sont montrées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="220"/>
        <source>**Buy from the dealer** (trade for ready money): put one card under the pack, pay the dealer a stake, and take the top card of the pack. The dealer buying from the pack pays nobody.</source>
        <translation>**Acheter au donneur** (commerce au comptant)&#xa0;: placer une carte sous le jeu, payer une mise au donneur et prendre la carte du dessus. Le donneur qui achète au jeu ne paie personne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="221"/>
        <source>**Barter**: offer one card to your left-hand neighbour, who must give one of theirs for it unless they stand instead (and then the hands are shown).</source>
        <translation>**Troquer**&#xa0;: offrir une carte à votre voisin de gauche, qui doit en donner une des siennes en échange, à moins de rester (et alors les mains sont montrées).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="223"/>
        <source>The best hand takes the pool and a stake from the dealer. A player who stood and is beaten pays a stake to every player whose hand is better.</source>
        <translation>La meilleure main gagne la cagnotte et une mise du donneur. Un joueur qui est resté et qui est battu paie une mise à chaque joueur dont la main est meilleure.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="224"/>
        <source>The old game</source>
        <translation>L’ancien jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="225"/>
        <source>No pool is made and nobody trades with the dealer. Three more cards are dealt face up on the table. On their turn each player stands, passes, or exchanges one of their cards for one on the table (the card given lies face up in its place). A player who passes may not exchange again that hand.</source>
        <translation>Il n’y a pas de cagnotte et personne ne commerce avec le donneur. Trois cartes de plus sont posées face visible sur la table. À son tour, chaque joueur reste, passe, ou échange une de ses cartes contre une de la table (la carte donnée est posée face visible à sa place). Un joueur qui passe ne peut plus échanger dans cette donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="226"/>
        <source>When two players have stood, every other player who has not passed may make one more exchange, and then the hands are shown. The hands are also shown when nobody is left who may exchange. The best hand takes a stake from every other player.</source>
        <translation>Quand deux joueurs sont restés, chaque autre joueur qui n’a pas passé peut faire un dernier échange, puis les mains sont montrées. Les mains sont aussi montrées quand plus personne ne peut échanger. La meilleure main reçoit une mise de chaque autre joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="227"/>
        <source>Pool Commerce</source>
        <translation>Commerce à la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="228"/>
        <source>The old game played for a pool. Everyone pays the same into the pool and receives three counters. The best hand of each deal takes an agreed sum from the pool, and the worst hand loses a counter. A player with no counters left sits out. The first player out may **buy a horse**: one counter back, paid into the pool. The last player holding counters takes what is left in the pool.</source>
        <translation>L’ancien jeu joué pour une cagnotte. Chacun paie la même somme à la cagnotte et reçoit trois jetons. La meilleure main de chaque donne prend une somme convenue dans la cagnotte, et la plus mauvaise main perd un jeton. Un joueur sans jetons est éliminé. Le premier éliminé peut **acheter un cheval**&#xa0;: un jeton de plus, payé à la cagnotte. Le dernier joueur qui a des jetons prend ce qui reste dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="229"/>
        <source>The variations</source>
        <translation>Les variantes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="230"/>
        <source>**Limited Commerce**: the pair is not counted (it is worth its point), or neither the flush nor the pair.</source>
        <translation>**Commerce limité**&#xa0;: la paire ne compte pas (elle vaut son point), ou ni le flux ni la paire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="231"/>
        <source>**Penalty for the dealer**: a dealer holding a tricon, sequence, flush or pair who is beaten pays a stake to every player, or only to those with better hands.</source>
        <translation>**Pénalité du donneur**&#xa0;: un donneur battu qui tient un tricon, une séquence, un flux ou une paire paie une mise à chaque joueur, ou seulement à ceux qui ont une meilleure main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="232"/>
        <source>**Extended Commerce**: in the new game, trading goes on until every player has stood.</source>
        <translation>**Commerce prolongé**&#xa0;: dans le nouveau jeu, le commerce continue jusqu’à ce que tous les joueurs soient restés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="233"/>
        <source>**Continuous dealing**: the dealer keeps the deal until a hand shows a tricon, sequence or flush.</source>
        <translation>**Donneur continu**&#xa0;: le donneur garde la donne jusqu’à ce qu’une main montre un tricon, une séquence ou un flux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="235"/>
        <source>The game lasts one round, each player dealing once, unless the house rules set the number of hands (Pool Commerce lasts until one player holds the counters). The player with the most counters gained wins.</source>
        <translation>La partie dure un tour, chacun donnant une fois, sauf si les règles maison fixent le nombre de donnes (le Commerce à la cagnotte dure jusqu’à ce qu’un seul joueur ait des jetons). Le joueur qui a gagné le plus de jetons l’emporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="236"/>
        <source>The new game: buy from the dealer or barter with your neighbour; the first to stand ends the trading.</source>
        <translation>Le nouveau jeu&#xa0;: acheter au donneur ou troquer avec votre voisin&#xa0;; le premier qui reste arrête le commerce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="237"/>
        <source>Commerce: the old game</source>
        <translation>Commerce&#xa0;: l’ancien jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="238"/>
        <source>Exchanging with three cards face up on the table; the winner takes a stake from each player.</source>
        <translation>Échanges avec trois cartes face visible sur la table&#xa0;; le gagnant reçoit une mise de chaque joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="239"/>
        <source>The old game for three counters each; the first out may buy a horse.</source>
        <translation>L’ancien jeu pour trois jetons chacun&#xa0;; le premier éliminé peut acheter un cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="240"/>
        <source>Limited Commerce</source>
        <translation>Commerce limité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="241"/>
        <source>The new game without the pair.</source>
        <translation>Le nouveau jeu sans la paire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="242"/>
        <source>Extended Commerce</source>
        <translation>Commerce prolongé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="243"/>
        <source>The new game traded until every player has stood.</source>
        <translation>Le nouveau jeu, commercé jusqu’à ce que tous les joueurs soient restés.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="244"/>
        <source>Commerce: continuous dealing</source>
        <translation>Commerce&#xa0;: donneur continu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="245"/>
        <source>The dealer keeps the deal until a tricon, sequence or flush is shown, and a beaten dealer holding a combination pays the better hands.</source>
        <translation>Le donneur garde la donne jusqu’à ce qu’un tricon, une séquence ou un flux soit montré, et un donneur battu qui tient une combinaison paie les meilleures mains.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="246"/>
        <source>how many sit at the table, you included.</source>
        <translation>combien de joueurs à la table, vous compris.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="247"/>
        <source>52 cards, or 32 for up to seven players.</source>
        <translation>52 cartes, ou 32 jusqu’à sept joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="248"/>
        <source>the new game, the old game, or Pool Commerce.</source>
        <translation>le nouveau jeu, l’ancien jeu ou le Commerce à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="249"/>
        <source>every combination, or fewer (Limited Commerce).</source>
        <translation>toutes les combinaisons, ou moins (Commerce limité).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="250"/>
        <source>the one stake of the game.</source>
        <translation>la mise unique du jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="251"/>
        <source>the counters each player starts with.</source>
        <translation>les jetons de départ de chaque joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="252"/>
        <source>what a beaten dealer holding a combination pays.</source>
        <translation>ce que paie un donneur battu qui tient une combinaison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="253"/>
        <source>trading until every player has stood (the new game).</source>
        <translation>le commerce jusqu’à ce que tous soient restés (le nouveau jeu).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="254"/>
        <source>the dealer keeps the deal until a tricon, sequence or flush.</source>
        <translation>le donneur garde la donne jusqu’à un tricon, une séquence ou un flux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="255"/>
        <source>how many times round the table before everyone must stand, so that no hand goes on for ever.</source>
        <translation>combien de tours de table avant que tous doivent rester, pour qu’aucune donne ne dure sans fin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="256"/>
        <source>the counters each player buys (Pool Commerce).</source>
        <translation>les jetons que chacun achète (Commerce à la cagnotte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="257"/>
        <source>what those counters cost (Pool Commerce).</source>
        <translation>ce que coûtent ces jetons (Commerce à la cagnotte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="258"/>
        <source>what the best hand takes from the pool (Pool Commerce).</source>
        <translation>ce que la meilleure main prend dans la cagnotte (Commerce à la cagnotte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="259"/>
        <source>whether the first player out may buy a horse (Pool Commerce).</source>
        <translation>si le premier éliminé peut acheter un cheval (Commerce à la cagnotte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="260"/>
        <source>what a horse costs (Pool Commerce).</source>
        <translation>ce que coûte un cheval (Commerce à la cagnotte).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="261"/>
        <source>Hints</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="262"/>
        <source>A pair or a good flush is worth standing on at a small table; at a large one more hands can beat it. Bartering costs nothing, but your neighbour sees the card you give. The Expert computer player counts, for every choice, the chance that its hand ends up the best from the cards it has not seen.</source>
        <translation>À une petite table, une paire ou un bon flux vaut qu’on reste&#xa0;; à une grande, plus de mains peuvent la battre. Troquer ne coûte rien, mais votre voisin voit la carte que vous donnez. Le joueur ordinateur Expert calcule, pour chaque choix, la chance que sa main finisse la meilleure, d’après les cartes qu’il n’a pas vues.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="263"/>
        <source>The other players sit along the top with their cards face down; your cards are at the bottom. The middle shows the pool, the dealer and the stock, and in the old game the three cards on the table. When the hands are shown, every hand is turned face up for a moment and the history names the winner and why.</source>
        <translation>Les autres joueurs sont assis en haut, cartes cachées&#xa0;; vos cartes sont en bas. Le milieu montre la cagnotte, le donneur et la pioche, et dans l’ancien jeu les trois cartes de la table. Quand les mains sont montrées, chaque main est retournée un moment et l’historique nomme le gagnant et la raison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="264"/>
        <source>**Choosing a card**: click one of your cards (it is framed), or use the arrow keys.</source>
        <translation>**Choisir une carte**&#xa0;: cliquez une de vos cartes (elle est encadrée), ou utilisez les flèches.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="266"/>
        <source>**Exchanging with the table**: choose one of your cards and one on the table, then press the exchange button.</source>
        <translation>**Échanger avec la table**&#xa0;: choisissez une de vos cartes et une de la table, puis appuyez sur le bouton d’échange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="267"/>
        <source>A move that is not allowed is refused, and the reason is shown. The history lists every trade.</source>
        <translation>Un coup non permis est refusé, et la raison est affichée. L’historique liste chaque échange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="268"/>
        <source>choose one of your cards</source>
        <translation>choisir une de vos cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="269"/>
        <source>choose one of the cards on the table (the old game)</source>
        <translation>choisir une des cartes de la table (l’ancien jeu)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="270"/>
        <source>press the only button offered</source>
        <translation>appuyer sur le seul bouton proposé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="271"/>
        <source>forget the cards chosen</source>
        <translation>oublier les cartes choisies</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="273"/>
        <source>These rules follow the chapter on Commerce in W. H. Peel&apos;s *Round Games with Cards*, with its old game, Pool Commerce and the variations. Where the book leaves a question open, such as what the dealer pays for buying from the pack, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Ces règles suivent le chapitre sur le Commerce des *Round Games with Cards* de W. H. Peel, avec l’ancien jeu, le Commerce à la cagnotte et les variantes. Là où le livre laisse une question ouverte, comme ce que paie le donneur qui achète au jeu, l’application fait le choix décrit sur cette page. Tout ici est dit avec nos propres mots.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="274"/>
        <source>Crazy Eights</source>
        <translation>Huit américain</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="275"/>
        <source>A game for two to six players: get rid of your cards by matching the card on top of the pile by suit or by rank; the eights are wild. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu pour deux à six joueurs&#xa0;: débarrassez-vous de vos cartes en fournissant la couleur ou le rang de la carte du dessus de la défausse&#xa0;; les huit sont libres. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="276"/>
        <source>Be the first to play the last card in your hand.</source>
        <translation>Soyez le premier à jouer la dernière carte de votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="277"/>
        <source>Two to six play with one pack of 52 cards. A dealer is picked at random; he deals five cards to each player, or seven when there are only two. The rest of the pack is the **stock**, face down; its top card is turned face up to start the **discard pile**.</source>
        <translation>On joue à deux à six avec un jeu de 52 cartes. Un donneur est tiré au hasard&#xa0;; il donne cinq cartes à chaque joueur, ou sept s&apos;ils ne sont que deux. Le reste du jeu forme la **pioche**, face cachée&#xa0;; sa carte du dessus est retournée pour commencer la **défausse**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="278"/>
        <source>The player on the dealer&apos;s left plays first, then each player to the left in turn. On your turn you discard one card onto the pile that matches the top card:</source>
        <translation>Le joueur à gauche du donneur joue le premier, puis chacun à son tour vers la gauche. À votre tour, vous posez sur la défausse une carte qui correspond à la carte du dessus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="279"/>
        <source>a card of the same **suit**, or</source>
        <translation>une carte de la même **couleur**, ou</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="280"/>
        <source>a card of the same **rank** (on the six of diamonds, any six or any diamond), or</source>
        <translation>une carte du même **rang** (sur le six de carreau, n&apos;importe quel six ou n&apos;importe quel carreau), ou</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="281"/>
        <source>an **eight**, whatever the top card: you then name the suit the next player must follow.</source>
        <translation>un **huit**, quelle que soit la carte du dessus&#xa0;: vous annoncez alors la couleur que le joueur suivant doit fournir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="282"/>
        <source>After an eight only the suit named, or another eight, may be played. If the card turned up to start the pile is an eight, the first player chooses the suit by playing any card he likes.</source>
        <translation>Après un huit, seule la couleur annoncée, ou un autre huit, peut être jouée. Si la carte retournée pour commencer la défausse est un huit, le premier joueur choisit la couleur en jouant la carte qu&apos;il veut.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="283"/>
        <source>If you cannot play, you draw the top card of the stock and the turn passes to the next player. You may not draw while you hold a card you can play.</source>
        <translation>Si vous ne pouvez pas jouer, vous piochez la carte du dessus et la main passe au joueur suivant. Vous ne pouvez pas piocher tant que vous avez une carte jouable.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="284"/>
        <source>The deal ends as soon as a player discards his last card: he wins.</source>
        <translation>La donne finit dès qu&apos;un joueur pose sa dernière carte&#xa0;: il gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="285"/>
        <source>When the stock runs out</source>
        <translation>Quand la pioche est vide</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="286"/>
        <source>The book says nothing about an empty stock. By default the discard pile, all but its top card, is shuffled to make a new stock. As a house rule a player who cannot play simply passes instead. When nobody can play and nothing is left to draw, the deal is blocked: the player whose cards count lowest (see [Scoring](#scoring)) wins it.</source>
        <translation>Le livre ne dit rien d&apos;une pioche vide. Par défaut, la défausse, sauf sa carte du dessus, est mélangée pour faire une nouvelle pioche. En règle maison, un joueur qui ne peut pas jouer passe simplement. Quand personne ne peut jouer et qu&apos;il n&apos;y a plus rien à piocher, la donne est bloquée&#xa0;: le joueur dont les cartes comptent le moins (voir [Marque](#scoring)) la gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="287"/>
        <source>The book plays a single game. The house rules offer points as well, counting the cards left in hand:</source>
        <translation>Le livre joue une seule partie. Les règles maison proposent aussi des points, en comptant les cartes restées en main&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="288"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="289"/>
        <source>an eight</source>
        <translation>un huit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="290"/>
        <source>a king, queen or jack</source>
        <translation>un roi, une dame ou un valet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="291"/>
        <source>any other card</source>
        <translation>toute autre carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="292"/>
        <source>its pips (an ace 1)</source>
        <translation>sa valeur (un as 1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="293"/>
        <source>**Penalty points**: every player still holding cards is charged their count. When someone reaches the target the game ends, and the lowest total wins.</source>
        <translation>**Points de pénalité**&#xa0;: chaque joueur qui a encore des cartes se voit compter leur valeur. Quand quelqu&apos;un atteint l&apos;objectif, la partie finit et le plus petit total gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="294"/>
        <source>**The winner scores**: the player who goes out scores the count of every other hand; the first to reach the target wins.</source>
        <translation>**Le gagnant marque**&#xa0;: le joueur qui finit marque la valeur de toutes les autres mains&#xa0;; le premier à atteindre l&apos;objectif gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="295"/>
        <source>The book&apos;s game for three: one deal, the first out wins.</source>
        <translation>Le jeu du livre à trois&#xa0;: une donne, le premier qui finit gagne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="296"/>
        <source>Crazy Eights, penalty points</source>
        <translation>Huit américain, points de pénalité</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="297"/>
        <source>Four players; cards left in hand count against you; at 100 the lowest total wins. A player who cannot play draws until he can.</source>
        <translation>Quatre joueurs&#xa0;; les cartes restées en main comptent contre vous&#xa0;; à 100, le plus petit total gagne. Un joueur qui ne peut pas jouer pioche jusqu&apos;à ce qu&apos;il le puisse.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="298"/>
        <source>Crazy Eights, the winner scores</source>
        <translation>Huit américain, le gagnant marque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="299"/>
        <source>Two players; whoever goes out scores the other hand; first to 100. An empty stock means passing.</source>
        <translation>Deux joueurs&#xa0;; celui qui finit marque l&apos;autre main&#xa0;; en 100. Pioche vide&#xa0;: on passe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="300"/>
        <source>two to six, you included; seven cards each for two, five for more.</source>
        <translation>deux à six, vous compris&#xa0;; sept cartes chacun à deux, cinq au-delà.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="301"/>
        <source>one game, penalty points, or the winner scoring the cards left.</source>
        <translation>une seule partie, des points de pénalité, ou le gagnant qui marque les cartes restantes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="302"/>
        <source>with points, the total that ends the game.</source>
        <translation>avec des points, le total qui termine la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="303"/>
        <source>one card and the turn passes, or draw until you can play.</source>
        <translation>une carte et la main passe, ou piocher jusqu&apos;à pouvoir jouer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="304"/>
        <source>shuffle the discards into a new stock, or pass.</source>
        <translation>mélanger la défausse pour une nouvelle pioche, ou passer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="305"/>
        <source>Keep your eights: an eight always plays, so it is the safest last card. Play the suit you hold most of, and when you play an eight name that suit. Watch what the others draw on: a player who drew rather than follow a suit is short of it.</source>
        <translation>Gardez vos huit&#xa0;: un huit se joue toujours, c&apos;est donc la dernière carte la plus sûre. Jouez la couleur dont vous avez le plus, et annoncez-la quand vous jouez un huit. Observez quand les autres piochent&#xa0;: un joueur qui a pioché plutôt que de fournir une couleur en manque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="306"/>
        <source>The computer players sit along the top; the number of cards in each hand is written on their name plates. In the middle lie the stock, with the number of cards left, and the discard pile. After an eight the suit named is written in large letters under the pile.</source>
        <translation>Les joueurs de l&apos;ordinateur sont assis en haut&#xa0;; le nombre de cartes de chaque main est écrit sur leur plaque. Au milieu se trouvent la pioche, avec le nombre de cartes restantes, et la défausse. Après un huit, la couleur annoncée est écrite en grandes lettres sous la défausse.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="307"/>
        <source>Click a card to play it; the cards you may play are marked. When you play an eight, a button for each suit asks which suit to name. When you cannot play, click the stock (or press `D`, or the Draw button) to draw. A card that does not match is refused with the reason.</source>
        <translation>Cliquez sur une carte pour la jouer&#xa0;; les cartes jouables sont marquées. Quand vous jouez un huit, un bouton par couleur vous demande quelle couleur annoncer. Quand vous ne pouvez pas jouer, cliquez sur la pioche (ou appuyez sur `D`, ou sur le bouton pour piocher). Une carte qui ne correspond pas est refusée avec la raison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="309"/>
        <source>draw from the stock</source>
        <translation>piocher</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="310"/>
        <source>press that button (Draw, Pass, Play again)</source>
        <translation>appuyer sur ce bouton (Piocher, Passer, Rejouer)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="311"/>
        <source>These rules follow the rules of play of Crazy Eights in *The Book of Card Games*. The book gives no scoring and no rule for an empty stock; the ways offered here are the usual ones.</source>
        <translation>Ces règles suivent les règles du jeu de Crazy Eights dans *The Book of Card Games*. Le livre ne donne ni marque ni règle pour une pioche vide&#xa0;; les façons proposées ici sont les usuelles.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="466"/>
        <source>When a game is over, **Play again** starts a new one with the same rules and players and a fresh shuffle. Game ▸ Statistics… keeps your results.</source>
        <translation>Quand une partie est finie, **Rejouer** en commence une nouvelle avec les mêmes règles et les mêmes joueurs, et un nouveau mélange. Partie ▸ Statistiques… conserve vos résultats.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="467"/>
        <source>With *After the show, wait for me to continue (Cribbage)* ticked in Settings ▸ Options, the cards of the show stay on the table after the count: look them over with the score history, then press **Continue to the next deal** (or `Space`).</source>
        <translation>Si *Après le décompte, attendre que je continue (Cribbage)* est coché dans Réglages ▸ Options, les cartes du décompte restent sur la table après le compte&#xa0;: regardez-les avec l’historique, puis appuyez sur **Continuer à la donne suivante** (ou `Space`).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="468"/>
        <source>The five-, six- and seven-card games, the board and the lurch follow *Hoyle&apos;s Games Modernized* (1909); the finer points of the play follow the ninth edition of the *Encyclopaedia Britannica*; today&apos;s six-card game, skunks, muggins and the partnership game follow *The Book of Card Games*. Where they disagree, the older rule is the default and the other is a house rule.</source>
        <translation>Les cribbages à cinq, six et sept cartes, la planche et le lurch suivent *Hoyle’s Games Modernized* (1909) ; les subtilités du jeu suivent la neuvième édition de l’*Encyclopaedia Britannica* ; le cribbage moderne à six cartes, le capot, le muggins et la partie en équipes suivent *The Book of Card Games*. Là où ils divergent, la règle la plus ancienne est celle par défaut et l’autre est une règle maison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="470"/>
        <source>Runs of five cards at most, each card with its call from Snip to Jig, for three to eight players; the first out wins. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Des suites de cinq cartes au plus, chaque carte avec son annonce, de Snip à Jig, pour trois à huit joueurs ; le premier sorti gagne. La dernière section, [Jouer dans cette application](#app), présente la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="471"/>
        <source>Jig is played like Pope Joan, but a run is never more than five cards long, and each card gets a call as it is played: **Snip**, **Snap**, **Snorum**, **Hicockalorum** and **Jig**.</source>
        <translation>Le Jig se joue comme le Pope Joan, mais une suite ne compte jamais plus de cinq cartes, et chaque carte reçoit une annonce quand elle est jouée : **Snip**, **Snap**, **Snorum**, **Hicockalorum** et **Jig**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="474"/>
        <source>The full pack of 52 cards is used, with nothing taken out. The jack is called the *knave*, as in Pope Joan.</source>
        <translation>On utilise le jeu complet de 52 cartes, sans rien en retirer. Comme au Pope Joan, le valet s’appelle *knave* en anglais.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="477"/>
        <source>In Peel&apos;s game nothing is staked before the deal: the only payments are those for cards left in hand. The house rules can add a **pool**, staked at every deal by everyone or by the dealer alone, which the first player out takes.</source>
        <translation>Dans le jeu de Peel, on ne mise rien avant la donne : les seuls paiements sont ceux des cartes restées en main. Les règles maison peuvent ajouter une **cagnotte**, alimentée à chaque donne par tous ou par le donneur seul, que remporte le premier sorti.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="479"/>
        <source>The card led is called **Snip**. The next card up is **Snap**, the one after it **Snorum**, then **Hicockalorum**, and the fifth card of the run is **Jig**. Jig ends the run, and its player leads the next one with any card.</source>
        <translation>La carte d’entame s’appelle **Snip**. La carte suivante est **Snap**, celle d’après **Snorum**, puis **Hicockalorum**, et la cinquième carte de la suite est **Jig**. Jig termine la suite, et son joueur entame la suivante avec la carte de son choix.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="482"/>
        <source>When nobody can play the next card, the run ends. The card played last is called a **stop**, and its player leads again: any card from their hand, starting a new run.</source>
        <translation>Quand personne ne peut jouer la carte suivante, la suite s’arrête. La dernière carte jouée s’appelle un **arrêt**, et son joueur entame de nouveau avec la carte de son choix, qui commence une nouvelle suite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="486"/>
        <source>The player of a stop adds Jig to the call, as in **Snap-Jig** or **Snorum-Jig**, and leads next, just as the player of a Jig does.</source>
        <translation>Celui qui joue un arrêt ajoute Jig à l’annonce, comme dans **Snap-Jig** ou **Snorum-Jig**, et entame ensuite, exactement comme celui qui joue un Jig.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="499"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="501"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="503"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="504"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="505"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="506"/>
        <source>knave</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="507"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="508"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="509"/>
        <source>ten, knave, queen or king</source>
        <translation>dix, valet, dame ou roi</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="510"/>
        <source>none: the king ends the run sooner</source>
        <translation>aucun&#xa0;: le roi arrête la suite avant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="596"/>
        <source>**Pace**: the box in the side panel (or Options) sets how long each number stays called: slow, normal or fast. When the time is up the next number is drawn; a number you missed stays open.</source>
        <translation>**Rythme**&#xa0;: la liste du panneau latéral (ou des Options) règle combien de temps chaque numéro reste annoncé&#xa0;: lent, normal ou rapide. Le temps écoulé, le numéro suivant est tiré&#xa0;; un numéro manqué reste ouvert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="597"/>
        <source>**Cover for me**: tick it (in the side panel or in Options) and the table covers your numbers and claims your prizes, so that you can simply watch.</source>
        <translation>**Couvrir pour moi**&#xa0;: cochez-le (dans le panneau latéral ou dans les Options) et la table couvre vos numéros et réclame vos gains, pour que vous puissiez simplement regarder.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="598"/>
        <source>**Reading aloud**: in Options, the calls can be read aloud by your computer&apos;s own voice, where it has a speech program.</source>
        <translation>**Lecture à voix haute**&#xa0;: dans les Options, les annonces peuvent être lues à voix haute par la voix de votre ordinateur, s’il dispose d’un programme de synthèse vocale.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="600"/>
        <source>**Giving a card back** (second method): choose one of your cards and press **Give back card 5** (its number); it goes back among the cards laid aside, and what you paid for it stays in the pool. Your last card cannot be given back.</source>
        <translation>**Rendre un carton** (seconde méthode)&#xa0;: choisissez un de vos cartons et appuyez sur **Rendre le carton 5** (son numéro)&#xa0;; il retourne parmi les cartons mis de côté, et ce que vous avez payé pour lui reste dans la cagnotte. Vous ne pouvez pas rendre votre dernier carton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="605"/>
        <source>digits, then `Enter` (second method)</source>
        <translation>des chiffres, puis `Enter` (seconde méthode)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="606"/>
        <source>choose the card with that number, as a click on it would</source>
        <translation>choisir le carton de ce numéro, comme un clic dessus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="613"/>
        <source>My Bird Sings</source>
        <translation>Mon oiseau chante</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="614"/>
        <source>A round game of passing cards to the left until someone holds four of a suit or one of each suit, for three to thirteen players. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de société où l’on passe des cartes vers la gauche jusqu’à ce que quelqu’un tienne quatre cartes d’une couleur ou une de chaque couleur, pour trois à treize joueurs. La dernière partie, [Comment jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="615"/>
        <source>Be the first to hold a singing hand: four cards of one suit, or four cards of four different suits. Then your bird sings, and you take the pool.</source>
        <translation>Soyez le premier à tenir une main qui chante&#xa0;: quatre cartes d’une couleur, ou quatre cartes de quatre couleurs différentes. Alors votre oiseau chante, et vous prenez la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="616"/>
        <source>The full pack of 52 cards is used for up to thirteen players, or the 32-card pack (ace, and seven to king in each suit) for up to eight.</source>
        <translation>On joue avec le jeu complet de 52 cartes jusqu’à treize joueurs, ou avec le jeu de 32 cartes (as, et sept à roi dans chaque couleur) jusqu’à huit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="617"/>
        <source>Everyone puts a stake into the pool and the dealer puts in one more. Each player receives four cards.</source>
        <translation>Chacun met une mise dans la cagnotte et le donneur une de plus. Chaque joueur reçoit quatre cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="618"/>
        <source>The player on the dealer&apos;s left begins. On your turn, if your cards sing you say so and win. Otherwise a card passes to your left-hand neighbour, in one of two ways:</source>
        <translation>Le joueur à gauche du donneur commence. À votre tour, si vos cartes chantent, vous le dites et vous gagnez. Sinon une carte passe à votre voisin de gauche, de l’une de deux façons&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="619"/>
        <source>**Throwing** (the first method): you throw one card face down to your neighbour.</source>
        <translation>**Jeter** (la première méthode)&#xa0;: vous jetez une carte face cachée à votre voisin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="620"/>
        <source>**Drawing** (the second method): your neighbour draws one card unseen from your hand.</source>
        <translation>**Tirer** (la seconde méthode)&#xa0;: votre voisin tire une carte de votre main sans la voir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="621"/>
        <source>The neighbour now holds five cards; if four of them sing, their bird sings. If not, they pass a card on in the same way, and so the cards go round the table.</source>
        <translation>Le voisin tient maintenant cinq cartes&#xa0;; si quatre d’entre elles chantent, son oiseau chante. Sinon, il passe une carte de la même façon, et ainsi les cartes font le tour de la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="622"/>
        <source>The stock</source>
        <translation>La pioche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="623"/>
        <source>After three rounds, each time the turn comes back to the leader, the leader may throw one card out of the game and take the top card of the stock instead. A stock card of the same suit as the card thrown out is passed over, and the next one taken.</source>
        <translation>Après trois tours, chaque fois que le tour revient au premier en main, celui-ci peut écarter une carte du jeu et prendre à la place la carte du dessus de la pioche. Une carte de la pioche de la même couleur que la carte écartée est passée, et la suivante est prise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="624"/>
        <source>**Flushes only**: only four cards of one suit sing.</source>
        <translation>**Couleurs seulement**&#xa0;: seules quatre cartes d’une couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="625"/>
        <source>**Three cards**: three cards each; three of one suit sing.</source>
        <translation>**Trois cartes**&#xa0;: trois cartes chacun&#xa0;; trois d’une couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="626"/>
        <source>**Through the whole pack**: a singing hand is turned down as a trick and its player takes four fresh cards from the stock; play goes on until the stock is out, and the most tricks take the pool (equal tricks share it).</source>
        <translation>**Jusqu’au bout du jeu**&#xa0;: une main qui chante est retournée comme un pli et son joueur prend quatre cartes fraîches dans la pioche&#xa0;; on joue jusqu’à épuisement de la pioche, et le plus de plis gagne la cagnotte (des plis égaux la partagent).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="627"/>
        <source>The game lasts one round, each player dealing once, unless the house rules say otherwise. If no bird sings in the longest deal the house rules allow, the pool stays for the next deal. The player with the most counters gained wins.</source>
        <translation>La partie dure un tour, chacun donnant une fois, sauf si les règles maison en disent autrement. Si aucun oiseau ne chante dans la donne la plus longue que les règles maison permettent, la cagnotte reste pour la donne suivante. Le joueur qui a gagné le plus de jetons l’emporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="628"/>
        <source>Cards thrown to the left; four of a suit or one of each suit sing.</source>
        <translation>Cartes jetées à gauche&#xa0;; quatre d’une couleur ou une de chaque couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="629"/>
        <source>My Bird Sings: drawn from the hand</source>
        <translation>Mon oiseau chante&#xa0;: tiré de la main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="630"/>
        <source>Your left-hand neighbour draws a card unseen from your hand.</source>
        <translation>Votre voisin de gauche tire une carte de votre main sans la voir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="631"/>
        <source>My Bird Sings: flushes only</source>
        <translation>Mon oiseau chante&#xa0;: couleurs seulement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="632"/>
        <source>Only four cards of one suit sing.</source>
        <translation>Seules quatre cartes d’une même couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="633"/>
        <source>My Bird Sings: three cards</source>
        <translation>Mon oiseau chante&#xa0;: trois cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="634"/>
        <source>Three cards each; three of one suit sing.</source>
        <translation>Trois cartes chacun&#xa0;; trois d’une même couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="635"/>
        <source>My Bird Sings through the pack</source>
        <translation>Mon oiseau chante jusqu’au bout du jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="636"/>
        <source>Each song is a trick; the most tricks take the pool.</source>
        <translation>Chaque chant est un pli&#xa0;; le plus de plis gagne la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="637"/>
        <source>52 cards, or 32 for up to eight players.</source>
        <translation>52 cartes, ou 32 jusqu’à huit joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="638"/>
        <source>throwing a card, or having one drawn from your hand.</source>
        <translation>jeter une carte, ou en laisser tirer une de votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="639"/>
        <source>whether only four of one suit sing.</source>
        <translation>si seules quatre cartes d’une couleur chantent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="640"/>
        <source>four cards each, or three.</source>
        <translation>quatre cartes chacun, ou trois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="641"/>
        <source>playing through the whole pack for tricks.</source>
        <translation>jouer tout le jeu pour des plis.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="642"/>
        <source>what each player stakes at every deal.</source>
        <translation>ce que chacun mise à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="643"/>
        <source>how many deals make the game.</source>
        <translation>combien de donnes font la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="644"/>
        <source>the rounds before the leader may use the stock.</source>
        <translation>les tours avant que le premier en main puisse utiliser la pioche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="645"/>
        <source>the longest a deal may go on without a song.</source>
        <translation>la durée la plus longue d’une donne sans chant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="646"/>
        <source>Keep the suit you hold most of, unless three different suits are already in your hand. Watch what you give your left-hand neighbour: a suit you keep handing on may be the one they collect.</source>
        <translation>Gardez la couleur dont vous avez le plus, sauf si vous tenez déjà trois couleurs différentes. Surveillez ce que vous donnez à votre voisin de gauche&#xa0;: une couleur que vous lui passez sans cesse est peut-être celle qu’il collectionne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="647"/>
        <source>The other players sit along the top with their cards face down; your cards are at the bottom. The middle shows the pool, the dealer, the stock and the round.</source>
        <translation>Les autres joueurs sont assis en haut, cartes cachées&#xa0;; vos cartes sont en bas. Le milieu montre la cagnotte, le donneur, la pioche et le tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="648"/>
        <source>**Throwing**: click one of your cards (or choose it with the arrow keys) and press the throw button, or double-click the card.</source>
        <translation>**Jeter**&#xa0;: cliquez une de vos cartes (ou choisissez-la avec les flèches) et appuyez sur le bouton pour jeter, ou double-cliquez la carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="649"/>
        <source>**Drawing**: click one of the face-down cards of the player on your right, or press its number.</source>
        <translation>**Tirer**&#xa0;: cliquez une des cartes cachées du joueur à votre droite, ou tapez son numéro.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="650"/>
        <source>**Singing**: when your cards sing, the sing button is the only move.</source>
        <translation>**Chanter**&#xa0;: quand vos cartes chantent, le bouton pour chanter est le seul coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="651"/>
        <source>**The stock**: when you lead after three rounds, choose a card and press the change button, or make no change.</source>
        <translation>**La pioche**&#xa0;: quand vous menez après trois tours, choisissez une carte et appuyez sur le bouton d’échange, ou ne changez rien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="652"/>
        <source>A move that is not allowed is refused, and the reason is shown. The history lists every card passed to you or by you, and every song.</source>
        <translation>Un coup non permis est refusé, et la raison est affichée. L’historique liste chaque carte que vous recevez ou passez, et chaque chant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="653"/>
        <source>digits</source>
        <translation>chiffres</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="654"/>
        <source>draw that card from your right-hand neighbour (the second method)</source>
        <translation>tirer cette carte chez votre voisin de droite (la seconde méthode)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="655"/>
        <source>forget the card chosen</source>
        <translation>oublier la carte choisie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="656"/>
        <source>These rules follow the chapter on My Bird Sings in W. H. Peel&apos;s *Round Games with Cards*, with both methods of passing and its variations. Where the book leaves a question open, such as a deal in which no bird sings, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Ces règles suivent le chapitre sur My Bird Sings des *Round Games with Cards* de W. H. Peel, avec les deux méthodes de passage et ses variantes. Là où le livre laisse une question ouverte, comme une donne où aucun oiseau ne chante, l’application fait le choix décrit sur cette page. Tout ici est dit avec nos propres mots.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="727"/>
        <source>as Peel describes the table: after each stop the cards played are turned face down onto one pile, and the history names no cards, so you must remember what has gone. Without it every played card stays face up in its suit&apos;s row.</source>
        <translation>comme Peel décrit la table&#xa0;: après chaque arrêt, les cartes jouées sont retournées sur un seul tas, et l’historique ne nomme aucune carte&#xa0;; il faut donc se souvenir de ce qui est passé. Sans cette règle, chaque carte jouée reste visible dans la rangée de sa couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="734"/>
        <source>You sit at the bottom with your cards face up; the computer players sit round the table in the order of play, the next one on your left. Under each name are the tricks that player has won this hand and who deals. In partnerships a coloured square marks the sides: partners share a colour.</source>
        <translation>Vous êtes en bas, cartes visibles&#xa0;; les joueurs de l&apos;ordinateur sont autour de la table dans l&apos;ordre du jeu, le suivant à votre gauche. Sous chaque nom figurent les plis gagnés par ce joueur dans cette donne et qui donne. En équipes, un carré de couleur marque les camps&#xa0;: les partenaires ont la même couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="735"/>
        <source>The trump suit and the turn-up stay in the top left corner, with the scores or the pool beneath them. Each card of the trick lies between the middle of the table and the player who played it, so you can see who played what; a finished trick stays, dimmed, until the next card is led.</source>
        <translation>La couleur d&apos;atout et la retourne restent en haut à gauche, avec les points ou la cagnotte en dessous. Chaque carte du pli est posée entre le milieu de la table et le joueur qui l&apos;a jouée&#xa0;: vous voyez qui a joué quoi&#xa0;; un pli terminé reste, assombri, jusqu&apos;à l&apos;entame suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="736"/>
        <source>Click a card (or drag it towards the middle) to play it. When you follow, the cards you may play are marked; any other card is refused, and the prompt says why. Begging, giving, robbing and the other choices are buttons beside the table.</source>
        <translation>Cliquez sur une carte (ou faites-la glisser vers le milieu) pour la jouer. Quand vous fournissez, les cartes permises sont marquées&#xa0;; toute autre carte est refusée, et l&apos;invite dit pourquoi. Mendier, donner, voler et les autres choix sont des boutons à côté de la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="737"/>
        <source>press that button (Beg, Stand, Play again…)</source>
        <translation>appuyer sur ce bouton (Mendier, Rester, Rejouer…)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="738"/>
        <source>The history on the right lists every card played, every trick and every point or counter won, in order.</source>
        <translation>L&apos;historique à droite liste dans l&apos;ordre chaque carte jouée, chaque pli et chaque point ou jeton gagné.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="798"/>
        <source>the board dressed for the first deal only; the first player out takes only Game, and the payments for cards left in hand go onto the board instead.</source>
        <translation>le tableau garni pour la première donne seulement&#xa0;; le premier sorti ne prend que Jeu, et les paiements pour les cartes restées en main vont sur le tableau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="800"/>
        <source>In this popular variation the board is dressed for the first deal only, so that its winner has a Game to take. After that the dealer puts a single stake on it before each deal. When someone goes out, the winner takes Game and nothing more: the others pay their stakes for cards left in hand onto the board. The holder of an unplayed Pope is still let off.</source>
        <translation>Dans cette variante répandue, le tableau n’est garni que pour la première donne, afin que son gagnant ait un Jeu à prendre. Ensuite, le donneur y met une seule mise avant chaque donne. Quand quelqu’un sort, le gagnant prend Jeu et rien de plus&#xa0;: les autres versent sur le tableau leurs mises pour les cartes restées en main. Celui qui tient le Pape non joué en reste dispensé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="804"/>
        <source>the least a dressing puts on the board: fifteen or more in Peel&apos;s game, twelve or more for five compartments.</source>
        <translation>le moins qu’on met pour garnir le tableau&#xa0;: quinze ou plus dans le jeu de Peel, douze ou plus pour cinq cases.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="805"/>
        <source>a fixed share for each player when everyone dresses, the dealer paying double; a share too small to reach the counters on the board is raised. 0 takes the smallest share that reaches the total.</source>
        <translation>une part fixe par joueur quand tous garnissent le tableau, le donneur payant double&#xa0;; une part trop petite pour atteindre les jetons du tableau est relevée. 0 prend la plus petite part qui atteint le total.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="812"/>
        <source>whenever a run stops because the next card cannot be had (in the spare hand, turned up or taken out; not after a king nor for a card already played), the holder of the unplayed Pope may play it in place of the missing card, taking its winnings, and the run goes on from there. If the [9S] is a stop, the Pope stands for the [TS], and the holder of the [JS] plays next.</source>
        <translation>chaque fois qu’une suite s’arrête parce que la carte suivante manque (dans la main morte, retournée ou retirée&#xa0;; pas après un roi ni pour une carte déjà jouée), celui qui tient le Pape non joué peut le jouer à la place de la carte manquante, prend ses gains, et la suite reprend de là. Si [9S] est un arrêt, le Pape tient lieu de [TS], et celui qui tient [JS] joue ensuite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="822"/>
        <source>With that rule, when a run stops for want of a card and you hold the Pope, the table waits for you and offers two buttons: **Play the Pope in lieu** (clicking the nine of diamonds does the same) and **Pass**. When you played the stop yourself, **Play the Pope in lieu** is offered beside your lead instead.</source>
        <translation>Avec cette règle, quand une suite s’arrête faute d’une carte et que vous tenez le Pape, la table vous attend et propose deux boutons&#xa0;: **Jouer le Pape à la place** (cliquer sur le neuf de carreau fait de même) et **Passer**. Si vous avez joué l’arrêt vous-même, **Jouer le Pape à la place** vous est proposé à côté de votre entame.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="823"/>
        <source>When another player holds the Pope, that player decides without the table pausing, so a stop looks the same wherever the Pope lies.</source>
        <translation>Quand un autre joueur tient le Pape, il décide sans que la table marque de pause, si bien qu’un arrêt a le même air où que soit le Pape.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="826"/>
        <source>Snip-Snap-Snorum</source>
        <translation>Snip-Snap-Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="827"/>
        <source>A round game for two to ten players with five counters each: pair the card just played, Snip, Snap and Snorum making its player pay into the pool, and be the last one in. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de société pour deux à dix joueurs avec cinq jetons chacun&#xa0;: appariez la carte qui vient d’être jouée – Snip, Snap et Snorum font payer son joueur à la cagnotte – et soyez le dernier en jeu. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="828"/>
        <source>Each player in turn plays a card face up. Whoever plays a card of the same rank as the card played just before him **pairs** it, and the player he paired pays counters into the pool. Keep your counters longer than everyone else and the pool is yours.</source>
        <translation>Chacun à son tour joue une carte face visible. Qui joue une carte de même rang que la carte jouée juste avant lui l’**apparie**, et le joueur apparié paie des jetons à la cagnotte. Gardez vos jetons plus longtemps que tous les autres et la cagnotte est à vous.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="829"/>
        <source>Players, cards and counters</source>
        <translation>Joueurs, cartes et jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="830"/>
        <source>Two to ten play with the full pack of 52 cards; with the short pack of 32 (sevens up to aces) six at most. Everyone starts with five counters.</source>
        <translation>De deux à dix joueurs avec le jeu complet de 52 cartes&#xa0;; avec le jeu court de 32 cartes (du sept à l’as), six au plus. Chacun commence avec cinq jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="831"/>
        <source>The dealer gives everyone five cards, one at a time from his left; the rest of the pack is the **stock**, left face down. The player on the dealer&apos;s left plays first.</source>
        <translation>Le donneur distribue cinq cartes à chacun, une à une en commençant par sa gauche&#xa0;; le reste du jeu forme le **talon**, laissé face cachée. Le joueur à gauche du donneur joue le premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="832"/>
        <source>The play: Snip, Snap and Snorum</source>
        <translation>Le jeu&#xa0;: Snip, Snap et Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="833"/>
        <source>The first player plays any card. The next player on the left must pair it if he holds a card of its rank; otherwise he plays any card he likes, and so on round the table.</source>
        <translation>Le premier joueur joue une carte quelconque. Le joueur suivant à gauche doit l’apparier s’il a une carte de ce rang&#xa0;; sinon il joue la carte qu’il veut, et ainsi de suite autour de la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="834"/>
        <source>**Snip** — the first pairing: the player paired pays 1 counter</source>
        <translation>**Snip** — le premier appariement&#xa0;: le joueur apparié paie 1 jeton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="835"/>
        <source>**Snap** — the Snip card paired in its turn: the player who called Snip pays 2</source>
        <translation>**Snap** — la carte du Snip appariée à son tour&#xa0;: le joueur qui a dit Snip paie 2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="836"/>
        <source>**Snorum** — the Snap card paired, the last of the four: the player who called Snap pays 3</source>
        <translation>**Snorum** — la carte du Snap appariée, la dernière des quatre&#xa0;: le joueur qui a dit Snap paie 3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="837"/>
        <source>Only the card played immediately before can be paired: any other card in between breaks the chain, and the next card of the rank is a fresh Snip. When all four of a rank are out, the next player starts afresh with any card.</source>
        <translation>Seule la carte jouée juste avant peut être appariée&#xa0;: toute autre carte entre les deux rompt la chaîne, et la carte suivante de ce rang est un nouveau Snip. Quand les quatre cartes d’un rang sont sorties, le joueur suivant repart d’une carte quelconque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="838"/>
        <source>When everyone has played his five cards, the deal passes to the left and five new cards are dealt from a freshly shuffled pack.</source>
        <translation>Quand chacun a joué ses cinq cartes, la donne passe à gauche et cinq nouvelles cartes sont distribuées d’un jeu battu à nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="839"/>
        <source>Leaving the table and the end</source>
        <translation>Élimination et fin de partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="840"/>
        <source>A player who pays his last counter is out of the game at once. If he still holds cards, they go face down onto the stock, unseen, and he is dealt no more. A player who owes more than he has pays what he has.</source>
        <translation>Un joueur qui paie son dernier jeton est aussitôt éliminé. S’il tient encore des cartes, elles vont face cachée sur le talon, sans être vues, et il ne reçoit plus de cartes. Qui doit plus qu’il n’a paie ce qu’il a.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="841"/>
        <source>When only one player has counters left, he is the winner and takes the whole pool.</source>
        <translation>Quand un seul joueur a encore des jetons, il gagne et prend toute la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="842"/>
        <source>If you play again at the same table (Play Again), the first player out in the game just finished deals the first hand of the new game; a new table cuts for the deal as above. When the first out of cards wins, the player who went out first in the last deal deals the next game.</source>
        <translation>Si vous rejouez à la même table (Rejouer), le premier joueur sorti de la partie qui vient de finir donne la première donne de la nouvelle partie&#xa0;; une nouvelle table tire la donne comme ci-dessus. Quand le premier à se défaire de ses cartes gagne, c&apos;est le joueur sorti le premier à la dernière donne qui donne la partie suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="843"/>
        <source>Peel&apos;s game: five cards each, pairing when you can, the last one in taking the pool.</source>
        <translation>Le jeu de Peel&#xa0;: cinq cartes chacun, on apparie quand on peut, et le dernier en jeu prend la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="844"/>
        <source>Snip-Snap-Snorum, the whole pack dealt</source>
        <translation>Snip-Snap-Snorum, tout le jeu distribué</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="846"/>
        <source>Snip-Snap-Snorum, first out wins</source>
        <translation>Snip-Snap-Snorum, le premier sorti gagne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="847"/>
        <source>The whole pack dealt and counters unlimited (an empty purse is filled again): the first player out of cards takes the pool at every deal, for a set number of deals.</source>
        <translation>Tout le jeu distribué et les jetons illimités (une bourse vide est remplie à nouveau)&#xa0;: le premier qui n’a plus de cartes prend la cagnotte à chaque donne, pendant un nombre fixé de donnes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="848"/>
        <source>Turn-up Snip</source>
        <translation>Turn-up Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="849"/>
        <source>The dealer turns up the top card of the stock, and the first player must pair it if he can; the pool then pays him one counter.</source>
        <translation>Le donneur retourne la carte du dessus du talon, et le premier joueur doit l’apparier s’il le peut&#xa0;; la cagnotte lui paie alors un jeton.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="850"/>
        <source>how many sit at the table, you included: two to ten, or six at most with 32 cards. The New Game dialog lets you change it each time.</source>
        <translation>le nombre de joueurs à la table, vous compris&#xa0;: de deux à dix, six au plus avec 32 cartes. La boîte Nouvelle partie permet de le changer à chaque fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="851"/>
        <source>the counters each player starts with; a player who has lost them all is out.</source>
        <translation>les jetons de chaque joueur au départ&#xa0;; qui les a tous perdus est éliminé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="852"/>
        <source>the full pack, or the 32 cards from the sevens up.</source>
        <translation>le jeu complet, ou les 32 cartes à partir du sept.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="853"/>
        <source>five cards each, or the whole pack (see [the games on offer](#variants)).</source>
        <translation>cinq cartes chacun, ou tout le jeu (voir [les jeux proposés](#variants)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="854"/>
        <source>the last one with counters takes the pool; or counters are unlimited and the first player out of cards takes the pool of each deal.</source>
        <translation>le dernier à avoir des jetons prend la cagnotte&#xa0;; ou les jetons sont illimités et le premier qui n’a plus de cartes prend la cagnotte de chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="855"/>
        <source>with unlimited counters, how many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>avec des jetons illimités, le nombre de donnes de la partie&#xa0;; 0 signifie un tour, chacun donnant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="856"/>
        <source>the table does not let you skip a pairing. As a house rule you may: the player who fails pays double what he would have made the other pay, and that player pays as if he had been paired.</source>
        <translation>la table ne vous laisse pas sauter un appariement. En règle maison, vous le pouvez&#xa0;: qui s’abstient paie le double de ce qu’il aurait fait payer à l’autre, et celui-ci paie comme s’il avait été apparié.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="857"/>
        <source>with five cards each, the dealer may turn up the top card of the stock for the first player to pair; then the dealer pays for that Snip, or (the better way) the pool pays the first player one counter.</source>
        <translation>avec cinq cartes chacun, le donneur peut retourner la carte du dessus du talon, à apparier par le premier joueur&#xa0;; le donneur paie alors ce Snip, ou (la meilleure façon) la cagnotte paie un jeton au premier joueur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="858"/>
        <source>Watch which ranks have been played. A card of a rank whose other cards are nearly all out is almost safe to play; one whose rank is all out is quite safe. If you hold two of a kind, play one of them: only two others can pair it.</source>
        <translation>Observez les rangs déjà joués. Une carte dont les autres cartes du même rang sont presque toutes sorties est presque sûre&#xa0;; si le rang est entièrement sorti, elle l’est tout à fait. Si vous avez deux cartes pareilles, jouez-en une&#xa0;: deux autres seulement peuvent l’apparier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="859"/>
        <source>A player who did not pair a card holds none of its rank for the rest of the deal: a card of that rank is safe against him.</source>
        <translation>Un joueur qui n’a pas apparié une carte n’a aucune carte de ce rang pour le reste de la donne&#xa0;: une carte de ce rang est sûre contre lui.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="860"/>
        <source>Where failing to pair is fined, pair all the same: pairing makes the other player pay, while failing costs double and he pays anyway. With the whole pack between two players, you know every card the other holds; a single card of a rank of which he holds the other three is best played early, before he plays one and you must pair it to be snapped.</source>
        <translation>Là où ne pas apparier est puni d&apos;amende, appariez quand même&#xa0;: apparier fait payer l&apos;autre joueur, tandis que ne pas le faire coûte le double et qu&apos;il paie de toute façon. Avec tout le jeu distribué entre deux joueurs, vous connaissez chaque carte de l&apos;autre&#xa0;; une carte seule d&apos;un rang dont il tient les trois autres se joue de préférence tôt, avant qu&apos;il en joue une et que vous deviez l&apos;apparier pour être puni d&apos;un Snap.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="861"/>
        <source>The computer players</source>
        <translation>Les joueurs ordinateur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="862"/>
        <source>**Easy** pairs when it must and otherwise plays any card.</source>
        <translation>**Facile** apparie quand il le doit et joue sinon n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="863"/>
        <source>**Standard** follows the first hint above: it plays a card of the rank most often played already this deal.</source>
        <translation>**Standard** suit le premier conseil ci-dessus&#xa0;: il joue une carte du rang le plus souvent joué déjà dans cette donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="864"/>
        <source>**Expert** counts every card it has seen, its own hand included, and what each player has shown he lacks. Against one player it plays the card the next player is least likely to hold, weighed against the danger of keeping a card he could make it pair and then snap; round a larger table it plays, in this order, a card the next player cannot hold, one of two of a kind, then the rank most played. With the whole pack round a larger table it does the opposite and plays the card the next player is likeliest to pair: the Snip costs one, but the dearer Snap and Snorum then fall on the others. When the first out of cards wins, it keeps to Peel&apos;s order at any table: a card nobody can pair lets it play on and shed its hand.</source>
        <translation>**Expert** compte chaque carte qu&apos;il a vue, sa propre main comprise, et ce que chaque joueur a montré ne pas avoir. Contre un seul joueur, il joue la carte que le joueur suivant a le moins de chances de tenir, mise en balance avec le danger de garder une carte qu&apos;il pourrait lui faire apparier puis punir d&apos;un Snap&#xa0;; à une table plus grande, il joue dans cet ordre une carte que le joueur suivant ne peut pas tenir, une de deux cartes pareilles, puis le rang le plus joué. Avec tout le jeu distribué à une table plus grande, il fait l&apos;inverse et joue la carte que le joueur suivant a le plus de chances d&apos;apparier&#xa0;: le Snip coûte un, mais le Snap et le Snorum, plus chers, retombent alors sur les autres. Quand le premier à n&apos;avoir plus de cartes gagne, il s&apos;en tient à l&apos;ordre de Peel à toute table&#xa0;: une carte que personne ne peut apparier lui permet de continuer à jouer et de se défaire de sa main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="869"/>
        <source>Speculation</source>
        <translation>Spéculation</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="870"/>
        <source>A round game for three to ten players in which nobody looks at his own cards: the best trump turned up takes the pool, and any card may be bought and sold before it is turned. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de société pour trois à dix joueurs où personne ne regarde ses propres cartes&#xa0;: le meilleur atout retourné prend la cagnotte, et toute carte peut être achetée et vendue avant d&apos;être retournée. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="871"/>
        <source>Hold the highest card of the trump suit when every card has been turned up. Chance decides who is dealt it; skill lies in the trading: buying a card or a chance for less than it is worth, and selling for more.</source>
        <translation>Tenez la plus haute carte de la couleur d&apos;atout quand toutes les cartes sont retournées. Le hasard décide qui la reçoit&#xa0;; l&apos;habileté est dans le commerce&#xa0;: acheter une carte ou une chance moins cher qu&apos;elle ne vaut, et vendre plus cher.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="872"/>
        <source>Three to ten play with the full pack of 52 cards; with the short pack of 32 (sevens up to aces) six at most. The ace is the highest card of each suit, then king, queen, knave, ten and so on down. Everyone starts with a purse of counters.</source>
        <translation>De trois à dix joueurs avec le jeu complet de 52 cartes&#xa0;; avec le jeu court de 32 (des sept aux as), six au plus. L&apos;as est la plus haute carte de chaque couleur, puis le roi, la dame, le valet, le dix et ainsi de suite. Chacun commence avec une bourse de jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="873"/>
        <source>Before each deal the dealer pays two counters into the pool and everyone else one. The dealer gives everyone three cards, one at a time from his left, face down. Nobody looks at his cards: they are turned up one at a time, the top one first.</source>
        <translation>Avant chaque donne, le donneur paie deux jetons à la cagnotte et chacun des autres un. Le donneur distribue trois cartes à chacun, une à une en commençant par sa gauche, faces cachées. Personne ne regarde ses cartes&#xa0;: elles sont retournées une à une, celle du dessus d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="874"/>
        <source>The next card of the pack is the **turn-up**: its suit is trumps. Before turning it up, the dealer may sell it to another player, who then owns it with all its chances.</source>
        <translation>La carte suivante du paquet est la **retourne**&#xa0;: sa couleur est l&apos;atout. Avant de la retourner, le donneur peut la vendre à un autre joueur, à qui elle appartient alors avec toutes ses chances.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="875"/>
        <source>Once the turn-up is face up, the player on the dealer&apos;s left (or on the buyer&apos;s left, if the turn-up was sold) turns up his top card, and so on round the table.</source>
        <translation>Une fois la retourne visible, le joueur à la gauche du donneur (ou à la gauche de l&apos;acheteur, si la retourne a été vendue) retourne sa carte du dessus, et ainsi de suite autour de la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="876"/>
        <source>A trump higher than the best one showing makes its owner the **chief hand**. Any other card is of no value.</source>
        <translation>Un atout plus haut que le meilleur visible fait de son propriétaire la **main maîtresse**. Toute autre carte est sans valeur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="877"/>
        <source>The player who has just turned a higher trump decides at once, before the next player turns: keep it, or offer it for sale. After a sale, the player on the buyer&apos;s left goes on.</source>
        <translation>Le joueur qui vient de retourner un atout plus haut décide aussitôt, avant que le suivant ne retourne&#xa0;: le garder, ou le mettre en vente. Après une vente, le joueur à la gauche de l&apos;acheteur continue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="878"/>
        <source>The chief hand keeps his own cards face down while the others go on turning theirs. When everyone else has turned all his cards, the chief hand turns his last.</source>
        <translation>La main maîtresse garde ses propres cartes cachées pendant que les autres continuent de retourner les leurs. Quand tous les autres ont retourné toutes leurs cartes, la main maîtresse retourne les siennes en dernier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="879"/>
        <source>When all the cards are turned, the holder of the best trump takes the pool, and the deal passes to the left.</source>
        <translation>Quand toutes les cartes sont retournées, le détenteur du meilleur atout prend la cagnotte, et la donne passe à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="880"/>
        <source>If the turn-up is an ace, king, queen or knave, the hand ends at once: its owner takes the pool, as so high a trump is hardly ever beaten.</source>
        <translation>Si la retourne est un as, un roi, une dame ou un valet, la donne se termine aussitôt&#xa0;: son propriétaire prend la cagnotte, car un atout si haut n&apos;est presque jamais battu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="881"/>
        <source>Buying and selling</source>
        <translation>Acheter et vendre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="882"/>
        <source>The market is the heart of the game. These may be offered for sale:</source>
        <translation>Le marché est le cœur du jeu. Peuvent être mis en vente&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="883"/>
        <source>the turn-up, by the dealer, before he turns it up;</source>
        <translation>la retourne, par le donneur, avant qu&apos;il ne la retourne&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="884"/>
        <source>the card a player is about to turn up, when it is his turn;</source>
        <translation>la carte qu&apos;un joueur va retourner, quand c&apos;est son tour&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="886"/>
        <source>at the end, the chief hand&apos;s face-down cards, one at a time or all together.</source>
        <translation>à la fin, les cartes cachées de la main maîtresse, une à une ou toutes ensemble.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="887"/>
        <source>A player offers a card at a price. The others answer in turn from his left: each may **buy** at that price, **bid** less, or **refuse**. If there are bids, the seller accepts the best, puts a new price to those who bid (three prices at most in one market), or keeps the card.</source>
        <translation>Un joueur offre une carte à un prix. Les autres répondent à tour de rôle depuis sa gauche&#xa0;: chacun peut **acheter** à ce prix, **enchérir** moins, ou **refuser**. S&apos;il y a des enchères, le vendeur accepte la meilleure, propose un nouveau prix à ceux qui ont enchéri (trois prix au plus dans un même marché) ou garde la carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="888"/>
        <source>A face-down card is turned up as soon as it is sold. If it is a higher trump, it goes to the buyer, and the player on the buyer&apos;s left plays next; if not, the seller keeps it, the buyer has lost his money, and play goes on as before. The best trump can change hands several times in a deal; each time, the player on the buyer&apos;s left goes on. A card may be offered at most three times in a deal.</source>
        <translation>Une carte cachée est retournée dès qu&apos;elle est vendue. Si c&apos;est un atout plus haut, elle va à l&apos;acheteur, et le joueur à la gauche de l&apos;acheteur joue ensuite&#xa0;; sinon le vendeur la garde, l&apos;acheteur a perdu son argent, et le jeu continue comme avant. Le meilleur atout peut changer de main plusieurs fois dans une donne&#xa0;; chaque fois, le joueur à la gauche de l&apos;acheteur poursuit. Une carte peut être offerte trois fois au plus dans une donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="889"/>
        <source>What a card is worth</source>
        <translation>Ce que vaut une carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="890"/>
        <source>A card is worth the pool times its chance of being, or staying, the best trump. For the best trump, that is the chance that none of the higher trumps not yet seen lies among the cards still to be turned up; the offer panel shows it for whatever is for sale, counted exactly from the cards you have seen.</source>
        <translation>Une carte vaut la cagnotte multipliée par sa chance d&apos;être, ou de rester, le meilleur atout. Pour le meilleur atout, c&apos;est la chance qu&apos;aucun des atouts plus hauts encore inconnus ne se trouve parmi les cartes qui restent à retourner&#xa0;; le panneau des offres la montre pour tout ce qui est en vente, calculée exactement à partir des cartes que vous avez vues.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="891"/>
        <source>Peel&apos;s game with the full pack: the dealer may sell the turn-up; a high turn-up ends the hand.</source>
        <translation>Le jeu de Peel avec le jeu complet&#xa0;: le donneur peut vendre la retourne&#xa0;; une retourne haute termine la donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="892"/>
        <source>Speculation, for the pool</source>
        <translation>Spéculation, pour la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="893"/>
        <source>Peel&apos;s variations together: the turn-up belongs to the pool, a spare hand is dealt, a knave or five turned up costs its owner one counter, and looking out of turn costs two.</source>
        <translation>Les variantes de Peel réunies&#xa0;: la retourne appartient à la cagnotte, une main de réserve est donnée, un valet ou un cinq retourné coûte un jeton à son propriétaire, et regarder hors de son tour en coûte deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="894"/>
        <source>Speculation, 32 cards</source>
        <translation>Spéculation, 32 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="895"/>
        <source>The short pack for four players, with the penalty for a knave or five.</source>
        <translation>Le jeu court pour quatre joueurs, avec la pénalité pour un valet ou un cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="896"/>
        <source>how many sit at the table, you included. The New Game dialog lets you change it each time.</source>
        <translation>combien sont à la table, vous compris. La boîte de dialogue Nouvelle partie permet de le changer chaque fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="897"/>
        <source>the counters each player starts with; an empty purse is filled again.</source>
        <translation>les jetons de départ de chacun&#xa0;; une bourse vide est remplie de nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="898"/>
        <source>how many deals make the game; 0 means one round, so that everyone deals once. Whatever is left in the pool after the last deal is shared out.</source>
        <translation>combien de donnes compte la partie&#xa0;; 0 signifie un tour, chacun donnant une fois. Ce qui reste dans la cagnotte après la dernière donne est partagé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="899"/>
        <source>an ace, king, queen or knave turned up ends the hand at once.</source>
        <translation>un as, un roi, une dame ou un valet retourné termine la donne aussitôt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="900"/>
        <source>the turn-up is not sold; if it is never beaten, the pool stays for the next deal, which everyone pays into as usual.</source>
        <translation>la retourne n&apos;est pas vendue&#xa0;; si elle n&apos;est jamais battue, la cagnotte reste pour la donne suivante, où chacun mise comme d&apos;habitude.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="901"/>
        <source>three cards are dealt to the middle and turned up after all the others; if they hold a better trump, the pool stays for the next deal.</source>
        <translation>trois cartes sont données au milieu et retournées après toutes les autres&#xa0;; si elles contiennent un meilleur atout, la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="902"/>
        <source>the owner of a knave or five turned up pays this into the pool: the player who turns it up, or the buyer if he bought it before it was turned.</source>
        <translation>le propriétaire d&apos;un valet ou d&apos;un cinq retourné paie ce montant à la cagnotte&#xa0;: le joueur qui le retourne, ou l&apos;acheteur s&apos;il l&apos;a acheté avant qu&apos;il soit retourné.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="903"/>
        <source>when this is more than 0, a player may look at one of his own face-down cards when he is to turn or sell: he pays this into the pool, and if he wins the deal the pool stays for the next one.</source>
        <translation>si ce montant dépasse 0, un joueur peut regarder l&apos;une de ses propres cartes cachées quand il doit retourner ou vendre&#xa0;: il paie ce montant à la cagnotte, et s&apos;il gagne la donne, la cagnotte reste pour la suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="904"/>
        <source>A low trump turned up early is worth little: most of the higher trumps are still to come. The same card late in the deal, with few cards left to turn, may be worth most of the pool. Sell a card about to be turned up for a counter or two when the pool is large: its chance is small, but a buyer who wants it pays for the hope.</source>
        <translation>Un atout bas retourné tôt vaut peu&#xa0;: la plupart des atouts plus hauts sont encore à venir. La même carte tard dans la donne, quand il reste peu de cartes à retourner, peut valoir presque toute la cagnotte. Vendez une carte sur le point d&apos;être retournée pour un ou deux jetons quand la cagnotte est grosse&#xa0;: sa chance est mince, mais un acheteur qui la veut paie l&apos;espoir.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="905"/>
        <source>You sit at the bottom of the table, the computer players round it, each with his purse. Each player&apos;s face-down cards lie on the left of his place, the cards he has turned up on the right; the best trump is framed in gold. The turn-up, the pool and any spare hand are in the middle.</source>
        <translation>Vous êtes en bas de la table, les joueurs de l&apos;ordinateur autour, chacun avec sa bourse. Les cartes cachées de chaque joueur sont à gauche de sa place, celles qu&apos;il a retournées à droite&#xa0;; le meilleur atout est encadré d&apos;or. La retourne, la cagnotte et l&apos;éventuelle main de réserve sont au milieu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="906"/>
        <source>The **offer panel** on the right shows what is for sale, who offers it, the asking price, the best bid so far and what the card is worth. When it is your turn the buttons above it say what you may do: turn up your card (or click your face-down cards), keep the best trump, offer at your price, buy, bid your price, refuse, accept a bid, counter at your price or keep the card. Set **Your price** first. The table goes on while you decide: nothing waits for a dialog.</source>
        <translation>Le **panneau des offres** à droite montre ce qui est en vente, qui l&apos;offre, le prix demandé, la meilleure enchère jusqu&apos;ici et ce que vaut la carte. Quand c&apos;est votre tour, les boutons au-dessus disent ce que vous pouvez faire&#xa0;: retourner votre carte (ou cliquer sur vos cartes cachées), garder le meilleur atout, offrir à votre prix, acheter, enchérir à votre prix, refuser, accepter une enchère, contre-proposer à votre prix ou garder la carte. Réglez d&apos;abord **Votre prix**. La table continue pendant que vous réfléchissez&#xa0;: rien n&apos;attend une boîte de dialogue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="907"/>
        <source>The computer players make and answer offers too, and every trade is named in the history. **Easy** guesses what a card is worth; **Standard** knows its exact worth and trades around it; **Expert** buys only below the worth and sells only above it.</source>
        <translation>Les joueurs de l&apos;ordinateur font et reçoivent des offres eux aussi, et chaque échange est nommé dans l&apos;historique. **Facile** devine ce que vaut une carte&#xa0;; **Standard** connaît sa valeur exacte et négocie autour&#xa0;; **Expert** n&apos;achète qu&apos;au-dessous de la valeur et ne vend qu&apos;au-dessus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="908"/>
        <source>turn up, keep the best trump or accept the bid; refuse a card offered to you</source>
        <translation>retourner, garder le meilleur atout ou accepter l&apos;enchère&#xa0;; refuser une carte qu&apos;on vous offre</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="909"/>
        <source>raise or lower your price</source>
        <translation>augmenter ou baisser votre prix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="910"/>
        <source>The history on the right lists everything in order: each deal and its stakes, every card turned up, every offer, bid, refusal and sale, who takes the pool and why a pool stays. At the end it gives what each player won or lost.</source>
        <translation>L&apos;historique à droite énumère tout dans l&apos;ordre&#xa0;: chaque donne et ses mises, chaque carte retournée, chaque offre, enchère, refus et vente, qui prend la cagnotte et pourquoi une cagnotte reste. À la fin, il indique ce que chaque joueur a gagné ou perdu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="911"/>
        <source>Game ▸ Replay This Game (`Ctrl+R`) starts the game again from its first deal, with exactly the same cards. Game ▸ Game Number… shows the **game number**, which names the shuffle.</source>
        <translation>Partie ▸ Rejouer cette partie (`Ctrl+R`) recommence la partie depuis sa première donne, avec exactement les mêmes cartes. Partie ▸ Numéro de partie… affiche le **numéro de partie**, qui désigne le mélange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="912"/>
        <source>These rules follow the chapter on Speculation in W. H. Peel&apos;s *Round Games with Cards*, with its variations. Peel leaves the bargaining itself to the players; the offer, the bids and the three prices at most of one market are this app&apos;s way of holding it.</source>
        <translation>Ces règles suivent le chapitre sur Speculation de *Round Games with Cards* de W. H. Peel, avec ses variantes. Peel laisse le marchandage aux joueurs&#xa0;; l&apos;offre, les enchères et trois prix au plus par marché sont la façon dont cette application le mène.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="955"/>
        <source>Spoil-Five</source>
        <translation>Spoil-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="956"/>
        <source>An Irish round game for two to ten players, played for a pool: win three of the five tricks and the pool is yours; if no one does, the hand is spoilt. The cards rank in an unusual order. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de tour irlandais pour deux à dix joueurs, joué pour une cagnotte&#xa0;: gagnez trois des cinq plis et la cagnotte est à vous&#xa0;; si personne n&apos;y parvient, le coup est gâché. Les cartes ont un ordre inhabituel. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="957"/>
        <source>Win three tricks in a hand and take the pool. Failing that, stop anyone else from winning three, so that the pool stays and grows for the next hand.</source>
        <translation>Gagnez trois plis dans une donne et prenez la cagnotte. À défaut, empêchez les autres d&apos;en gagner trois, pour que la cagnotte reste et grossisse pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="958"/>
        <source>Players, cards and the pool</source>
        <translation>Joueurs, cartes et cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="959"/>
        <source>Two to ten play, each for himself, with the full pack of 52 cards; four or five make the best game. To find the first dealer, cards are dealt face up round the table: the player who gets the first knave deals.</source>
        <translation>De deux à dix joueurs, chacun pour soi, avec le jeu complet de 52 cartes&#xa0;; quatre ou cinq font le meilleur jeu. Pour trouver le premier donneur, on distribue des cartes face visible autour de la table&#xa0;: celui qui reçoit le premier valet donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="960"/>
        <source>Before each deal everyone pays the stake into the pool (two counters in Peel&apos;s game) and the dealer one counter more. After a spoilt hand the pool stays where it is and everyone pays only the reduced stake (one counter), the dealer still paying his extra one.</source>
        <translation>Avant chaque donne, chacun met la mise dans la cagnotte (deux jetons dans le jeu de Peel) et le donneur un jeton de plus. Après un coup gâché, la cagnotte reste et chacun ne met que la mise réduite (un jeton), le donneur payant toujours son jeton en plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="961"/>
        <source>The dealer gives five cards to each player, first two and then three at a time (or three and then two), and turns up the next card: its suit is trumps.</source>
        <translation>Le donneur distribue cinq cartes à chaque joueur, d&apos;abord deux puis trois à la fois (ou trois puis deux), et retourne la carte suivante&#xa0;: sa couleur est l&apos;atout.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="962"/>
        <source>How the cards rank</source>
        <translation>L&apos;ordre des cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="963"/>
        <source>The five of trumps is always the best card, then the knave of trumps, then the ace of hearts (always a trump, whatever suit is trumps), then the ace of trumps, then the king and queen of trumps.</source>
        <translation>Le cinq d&apos;atout est toujours la meilleure carte, puis le valet d&apos;atout, puis l&apos;as de cœur (toujours un atout, quelle que soit la couleur d&apos;atout), puis l&apos;as d&apos;atout, puis le roi et la dame d&apos;atout.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="964"/>
        <source>**Red trumps** — below the queen: 10, 9, 8, 7, 6, 4, 3, 2</source>
        <translation>**Atouts rouges** — sous la dame&#xa0;: 10, 9, 8, 7, 6, 4, 3, 2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="965"/>
        <source>**Black trumps** — below the queen: 2, 3, 4, 6, 7, 8, 9, 10</source>
        <translation>**Atouts noirs** — sous la dame&#xa0;: 2, 3, 4, 6, 7, 8, 9, 10</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="966"/>
        <source>**Red plain suits** — king, queen, knave, 10 down to 2, and the ace of diamonds last</source>
        <translation>**Couleurs rouges hors atout** — roi, dame, valet, 10 jusqu&apos;au 2, et l&apos;as de carreau en dernier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="967"/>
        <source>**Black plain suits** — king, queen, knave, ace, then 2 up to 10</source>
        <translation>**Couleurs noires hors atout** — roi, dame, valet, as, puis 2 jusqu&apos;au 10</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="968"/>
        <source>Put simply: in red suits the high cards are best, in black suits the low ones.</source>
        <translation>En bref&#xa0;: en rouge les cartes hautes sont les meilleures, en noir les basses.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="969"/>
        <source>Robbing</source>
        <translation>Le vol</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="970"/>
        <source>If the turn-up is an ace, the dealer may rob it: he puts one of his cards out face down and takes the ace into his hand. Otherwise the player who holds the ace of trumps must rob the turn-up when his turn comes to play to the first trick, before he plays: he puts a card out face down and takes the turn-up. If he does not, he cannot win the pool in that hand, however many tricks he takes. The table never lets a player rob without the ace.</source>
        <translation>Si la retourne est un as, le donneur peut la voler&#xa0;: il écarte une de ses cartes face cachée et prend l&apos;as en main. Sinon, le joueur qui détient l&apos;as d&apos;atout doit voler la retourne quand son tour vient de jouer au premier pli, avant de jouer&#xa0;: il écarte une carte face cachée et prend la retourne. S&apos;il ne le fait pas, il ne peut gagner la cagnotte dans cette donne, quel que soit le nombre de ses plis. La table ne laisse personne voler sans l&apos;as.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="971"/>
        <source>The player on the dealer&apos;s left leads. When a trump is led, everyone must play a trump if he can. When a plain suit is led, each player must either follow suit or trump; only a player with none of the suit led may play any card.</source>
        <translation>Le joueur à gauche du donneur entame. Quand l&apos;atout est entamé, chacun doit jouer atout s&apos;il le peut. Quand une couleur hors atout est entamée, chacun doit fournir ou couper&#xa0;; seul un joueur sans carte de la couleur demandée peut jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="972"/>
        <source>Reneging</source>
        <translation>Retenir</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="973"/>
        <source>The five of trumps, the knave of trumps and the ace of hearts need not be played to a trump lead when the trump led is lower than they are. The knave led, for instance, forces out the ace of hearts, but not the five. When the ace of hearts is led and hearts are not trumps, it counts as a lead of hearts: the others must follow with a heart or trump.</source>
        <translation>Le cinq d&apos;atout, le valet d&apos;atout et l&apos;as de cœur n&apos;ont pas à être joués sur une entame d&apos;atout quand l&apos;atout entamé leur est inférieur. Le valet entamé, par exemple, force l&apos;as de cœur, mais pas le cinq. Quand l&apos;as de cœur est entamé et que cœur n&apos;est pas atout, il compte comme une entame à cœur&#xa0;: les autres doivent fournir à cœur ou couper.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="974"/>
        <source>Winning the pool</source>
        <translation>Gagner la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="976"/>
        <source>The game lasts one round, each player dealing once; if the pool is still there after the last deal, play goes on until someone wins it (after one more round the table shares it out).</source>
        <translation>La partie dure un tour, chaque joueur donnant une fois&#xa0;; si la cagnotte n&apos;est pas vide après la dernière donne, on continue jusqu&apos;à ce que quelqu&apos;un la gagne (après un tour de plus, la table la partage).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="977"/>
        <source>Variations</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="979"/>
        <source>**Two Tricks Win** — with many players, two tricks take the pool</source>
        <translation>**Deux plis gagnent** — avec beaucoup de joueurs, deux plis gagnent la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="981"/>
        <source>**Fiving** — with two players or two partnerships, the player on the dealer&apos;s left may ask the dealer to &quot;five it&quot;: if he agrees, a new card is turned up for trumps, until the suit changes; once a hand</source>
        <translation>**Fiving** — à deux joueurs ou deux équipes, le joueur à gauche du donneur peut demander au donneur de «&#xa0;fiver&#xa0;»&#xa0;: s&apos;il accepte, une nouvelle carte est retournée pour l&apos;atout, jusqu&apos;à ce que la couleur change&#xa0;; une fois par donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="984"/>
        <source>Peel&apos;s game for the pool, four players.</source>
        <translation>Le jeu de Peel pour la cagnotte, à quatre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="985"/>
        <source>Spoil-Five, Two Tricks Win</source>
        <translation>Spoil-Five, deux plis gagnent</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="986"/>
        <source>Six players; two tricks take the pool.</source>
        <translation>Six joueurs&#xa0;; deux plis gagnent la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="987"/>
        <source>Spoil-Five in Partnerships</source>
        <translation>Spoil-Five en équipes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="988"/>
        <source>Four players in two partnerships, with fiving.</source>
        <translation>Quatre joueurs en deux équipes, avec fiving.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="991"/>
        <source>Spoil-Five with Jinking</source>
        <translation>Spoil-Five avec jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="993"/>
        <source>Spoil-Five, Ordinary Order</source>
        <translation>Spoil-Five, ordre habituel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="994"/>
        <source>The cards rank as usual, ace high.</source>
        <translation>Les cartes ont leur rang habituel, as fort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="995"/>
        <source>Fiving</source>
        <translation>Fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="996"/>
        <source>Two players; the non-dealer may ask to five it.</source>
        <translation>Deux joueurs&#xa0;; le non-donneur peut demander le fiving.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="997"/>
        <source>Twenty-Five</source>
        <translation>Twenty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="998"/>
        <source>Four players, five points a trick, 25 points the game.</source>
        <translation>Quatre joueurs, cinq points par pli, 25 points la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="999"/>
        <source>Forty-Five</source>
        <translation>Forty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1000"/>
        <source>Four players, five points a trick, 45 points the game.</source>
        <translation>Quatre joueurs, cinq points par pli, 45 points la partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1001"/>
        <source>two to ten, you included.</source>
        <translation>de deux à dix, vous compris.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1002"/>
        <source>the counters each player pays into a new pool.</source>
        <translation>les jetons que chaque joueur met dans une nouvelle cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1003"/>
        <source>the dealer&apos;s extra counters, every deal.</source>
        <translation>les jetons supplémentaires du donneur, à chaque donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1004"/>
        <source>what each player pays after a spoilt hand.</source>
        <translation>ce que chaque joueur paie après un coup gâché.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1006"/>
        <source>two cards then three, or three then two.</source>
        <translation>deux cartes puis trois, ou trois puis deux.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1007"/>
        <source>required (Peel&apos;s rule), optional, or not played.</source>
        <translation>obligatoire (la règle de Peel), facultatif ou non joué.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1008"/>
        <source>the usual order of the cards, ace high.</source>
        <translation>l&apos;ordre habituel des cartes, as fort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1009"/>
        <source>three, or two (Two Tricks Win).</source>
        <translation>trois, ou deux (deux plis gagnent).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1011"/>
        <source>two players or two partnerships may ask to five it.</source>
        <translation>deux joueurs ou deux équipes peuvent demander le fiving.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1013"/>
        <source>Twenty-Five or Forty-Five, played to a score instead of for the pool.</source>
        <translation>Twenty-Five ou Forty-Five, joué aux points au lieu de la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1014"/>
        <source>The form shows only the settings that do something for the game chosen: the stakes, the deals, Tricks to win and Jinking only when playing for the pool, Fiving only for two players or partnerships, Partnerships only for an even number of players.</source>
        <translation>Le formulaire ne montre que les réglages utiles au jeu choisi&#xa0;: les mises, les donnes, les plis pour gagner et le jink seulement quand on joue pour la cagnotte, le fiving seulement à deux joueurs ou en équipes, les équipes seulement pour un nombre pair de joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1015"/>
        <source>Count the top trumps: the five, the knave and the ace of hearts win any trick. When another player has two tricks, do all you can to take a trick from him, even with a trump you would rather keep: a spoilt hand is better than his pool.</source>
        <translation>Comptez les gros atouts&#xa0;: le cinq, le valet et l&apos;as de cœur gagnent n&apos;importe quel pli. Quand un autre joueur a deux plis, faites tout pour lui prendre un pli, même avec un atout que vous préféreriez garder&#xa0;: un coup gâché vaut mieux que sa cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1016"/>
        <source>These rules follow the chapter on Spoil-Five in W. H. Peel&apos;s *Round Games with Cards*, with its variations, Fiving, Jinking, and Twenty-Five and Forty-Five. The app never misdeals, so Peel&apos;s rules for a misdeal are not needed.</source>
        <translation>Ces règles suivent le chapitre sur Spoil-Five dans *Round Games with Cards* de W. H. Peel, avec ses variantes, le fiving, le jink, et Twenty-Five et Forty-Five. L&apos;application ne fait jamais de maldonne&#xa0;: les règles de Peel sur la maldonne sont donc inutiles.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1017"/>
        <source>Vingt-un</source>
        <translation>Vingt-un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1018"/>
        <source>A banking game for two to eight players: the dealer holds the bank against everyone else, and each punter tries to come nearer to twenty-one than the dealer without going over. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Un jeu de banque pour deux à huit joueurs&#xa0;: le donneur tient la banque contre tous les autres, et chaque ponte tâche d&apos;approcher vingt-et-un de plus près que le donneur sans le dépasser. La dernière partie, [Jouer dans cette application](#app), explique la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1019"/>
        <source>Every player but the dealer is a **punter**: he stakes counters on his cards and plays against the dealer alone. A punter who ends nearer to 21 than the dealer is paid his stake; a punter who goes over 21, or who is not higher than the dealer, pays it. The dealer wins every tie, which makes the deal worth having.</source>
        <translation>Tout joueur sauf le donneur est un **ponte**&#xa0;: il mise des jetons sur ses cartes et joue seul contre le donneur. Un ponte qui finit plus près de 21 que le donneur reçoit sa mise&#xa0;; un ponte qui dépasse 21, ou qui n&apos;est pas plus haut que le donneur, la paie. Le donneur gagne toutes les égalités, ce qui rend la donne précieuse.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1020"/>
        <source>Cards and what they count</source>
        <translation>Les cartes et leur valeur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1021"/>
        <source>One pack of 52 cards (two packs with one house rule). Court cards count ten, an ace one or eleven as suits the hand best, every other card its pips. An ace with a ten or court card as a player&apos;s first two cards is a **natural** (Vingt-un): the best hand there is. Twenty-one made any other way is a **drawn** Vingt-un.</source>
        <translation>Un jeu de 52 cartes (deux jeux avec une règle maison). Les figures valent dix, un as un ou onze selon ce qui sert le mieux la main, toute autre carte ses points. Un as avec un dix ou une figure comme deux premières cartes est un **naturel** (vingt-et-un)&#xa0;: la meilleure main qui soit. Vingt-et-un obtenu autrement est un vingt-et-un **tiré**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1022"/>
        <source>The first dealer</source>
        <translation>Le premier donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1023"/>
        <source>Cards are dealt face up round the table, one at a time; the player who gets the first ace deals first. The player on the dealer&apos;s right is the **pone**: he collects the used cards.</source>
        <translation>On distribue les cartes face visible autour de la table, une à une&#xa0;; le joueur qui reçoit le premier as donne le premier. Le joueur à droite du donneur est le **pone**&#xa0;: il recueille les cartes jouées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1024"/>
        <source>Stakes and the double</source>
        <translation>Les mises et le double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1025"/>
        <source>The dealer gives everyone one card face down, starting on his left, and himself last. Each punter looks at his card and stakes on it, within the limits of the game. The dealer then looks at his own card and may call **double**: every stake on the table is doubled. Then everyone gets a second card face down.</source>
        <translation>Le donneur donne à chacun une carte face cachée, en commençant à sa gauche, et à lui-même en dernier. Chaque ponte regarde sa carte et mise dessus, dans les limites de la partie. Le donneur regarde alors sa propre carte et peut annoncer **double**&#xa0;: toutes les mises sur la table sont doublées. Puis chacun reçoit une seconde carte face cachée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1026"/>
        <source>Naturals</source>
        <translation>Les naturels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1027"/>
        <source>**The dealer&apos;s natural** — he shows it at once and every punter pays him double his stake; a punter who also holds a natural pays nothing. The hand is over.</source>
        <translation>**Le naturel du donneur** — il le montre aussitôt et chaque ponte lui paie le double de sa mise&#xa0;; un ponte qui a aussi un naturel ne paie rien. Le coup est fini.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1028"/>
        <source>**A punter&apos;s natural** — he shows it at once and the dealer pays him double his stake. It puts the dealer out: when the hand is over, the deal passes to the player on the dealer&apos;s left.</source>
        <translation>**Le naturel d&apos;un ponte** — il le montre aussitôt et le donneur lui paie le double de sa mise. Le donneur perd alors la donne&#xa0;: à la fin du coup, elle passe au joueur à sa gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1029"/>
        <source>**In the first hand of a deal** — a punter&apos;s natural does not put the dealer out; it stands as a drawn Vingt-un and is settled with the others.</source>
        <translation>**Au premier coup d&apos;une donne** — le naturel d&apos;un ponte ne fait pas perdre la donne&#xa0;; il compte comme un vingt-et-un tiré et se règle avec les autres.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1030"/>
        <source>Drawing</source>
        <translation>Le tirage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1031"/>
        <source>The dealer serves the punters one at a time, from his left. A punter says **content** to stand, or asks for **a card**, which is dealt face up; he may go on until he is content or has gone over 21. A punter who goes over pays his stake at once, and his cards go to the pone without his first two being shown.</source>
        <translation>Le donneur sert les pontes un à un, à partir de sa gauche. Un ponte dit **je reste** pour s&apos;arrêter, ou demande **une carte**, donnée face visible&#xa0;; il peut continuer jusqu&apos;à ce qu&apos;il reste ou dépasse 21. Un ponte qui crève paie sa mise aussitôt, et ses cartes vont au pone sans que les deux premières soient montrées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1032"/>
        <source>Dividing pairs</source>
        <translation>Séparer les paires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1033"/>
        <source>A punter whose first two cards are a pair (two of the same rank, say two kings) may divide them: he puts a stake of his own choosing on the second card, and each card is given a second card to make two hands. If one of these is again of the same rank, he may divide again, up to four hands. Each hand is played to the end before the next. A pair made by a third card cannot be divided. A hand of a divided pair that makes twenty-one counts as a drawn Vingt-un.</source>
        <translation>Un ponte dont les deux premières cartes forment une paire (deux de même rang, disons deux rois) peut les séparer&#xa0;: il place sur la seconde une mise de son choix, et chaque carte reçoit une seconde carte pour faire deux mains. Si l&apos;une d&apos;elles est de nouveau du même rang, il peut séparer encore, jusqu&apos;à quatre mains. Chaque main est jouée jusqu&apos;au bout avant la suivante. Une paire faite par une troisième carte ne se sépare pas. Une main séparée qui fait vingt-et-un compte comme un vingt-et-un tiré.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1034"/>
        <source>The dealer&apos;s play and the settlement</source>
        <translation>Le jeu du donneur et le règlement</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1035"/>
        <source>When every punter is served, the dealer turns up his two cards and draws or stands as he likes (he may divide a pair too, each of his hands then settling with every punter). The punters still standing show their cards:</source>
        <translation>Quand tous les pontes sont servis, le donneur retourne ses deux cartes et tire ou reste à son gré (il peut aussi séparer une paire, chacune de ses mains se réglant alors avec chaque ponte). Les pontes encore en jeu montrent leurs cartes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1036"/>
        <source>a punter higher than the dealer is paid his stake; a punter equal or lower pays it;</source>
        <translation>un ponte plus haut que le donneur reçoit sa mise&#xa0;; un ponte égal ou plus bas la paie&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1037"/>
        <source>a punter&apos;s drawn Vingt-un is paid double, unless the dealer has twenty-one too;</source>
        <translation>le vingt-et-un tiré d&apos;un ponte est payé double, sauf si le donneur a aussi vingt-et-un&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1038"/>
        <source>the dealer&apos;s drawn Vingt-un takes double from each punter standing, but only the stake from a punter who has also drawn twenty-one;</source>
        <translation>le vingt-et-un tiré du donneur prend le double à chaque ponte encore en jeu, mais seulement la mise à un ponte qui a aussi tiré vingt-et-un&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1039"/>
        <source>a dealer who goes over pays every punter still standing (double to a drawn Vingt-un), but not those who went over before him.</source>
        <translation>un donneur qui crève paie chaque ponte encore en jeu (le double à un vingt-et-un tiré), mais pas ceux qui ont crevé avant lui.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1040"/>
        <source>The pone and the pack</source>
        <translation>Le pone et le jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1041"/>
        <source>The cards are not gathered after each hand: the dealer goes on with the pack while it lasts, and the pone keeps the used cards. When only the last card is left, it goes unseen to the pone, who shuffles it with all the used cards and hands them to the dealer. A player who remembers the cards seen since that shuffle knows something about the cards to come: so does everyone at this table.</source>
        <translation>On ne ramasse pas les cartes après chaque coup&#xa0;: le donneur continue avec le jeu tant qu&apos;il dure, et le pone garde les cartes jouées. Quand il ne reste que la dernière carte, elle va sans être vue au pone, qui la mélange avec toutes les cartes jouées et les rend au donneur. Un joueur qui se souvient des cartes vues depuis ce mélange en sait un peu sur les cartes à venir&#xa0;: c&apos;est le cas de chacun à cette table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1042"/>
        <source>Each new deal starts with the whole pack shuffled.</source>
        <translation>Chaque nouvelle donne commence avec tout le jeu mélangé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1043"/>
        <source>The game lasts a set number of hands. Counters that run out are made up from the box, and count against their player. Whatever is left in the pool at the end is shared out equally. The winner is the player with the highest net gain.</source>
        <translation>La partie dure un nombre fixé de coups. Les jetons épuisés sont complétés depuis la réserve et comptent contre leur joueur. Ce qui reste dans la cagnotte à la fin est partagé également. Le gagnant est le joueur au plus grand gain net.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1044"/>
        <source>Four players, stakes of one to five counters; a punter&apos;s natural puts the dealer out and the deal passes to the left.</source>
        <translation>Quatre joueurs, mises de un à cinq jetons&#xa0;; le naturel d&apos;un ponte fait perdre la donne, qui passe à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1045"/>
        <source>Vingt-un with a pool</source>
        <translation>Vingt-un avec cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1046"/>
        <source>A pool fed by a counter from everyone at each new deal, by the dealer when he goes over and by a quarter of what he takes on ties; a punter&apos;s natural takes it.</source>
        <translation>Une cagnotte alimentée par un jeton de chacun à chaque nouvelle donne, par le donneur quand il crève et par le quart de ce qu&apos;il gagne sur les égalités&#xa0;; le naturel d&apos;un ponte la remporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1047"/>
        <source>Vingt-un, the old-fashioned way</source>
        <translation>Vingt-un à l&apos;ancienne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1048"/>
        <source>A natural gives its holder the deal itself, and every other player pays him a stake; the deal may be sold.</source>
        <translation>Un naturel donne la donne elle-même à son détenteur, et chaque autre joueur lui paie une mise&#xa0;; la donne peut être vendue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1049"/>
        <source>Vingt-un, limited deal</source>
        <translation>Vingt-un, donne limitée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1050"/>
        <source>A natural does not put the dealer out: each dealer goes twice through the pack.</source>
        <translation>Un naturel ne fait pas perdre la donne&#xa0;: chaque donneur passe deux fois tout le jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1051"/>
        <source>Vingt-un, two packs</source>
        <translation>Vingt-un à deux jeux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1052"/>
        <source>Two packs shuffled together, each dealer going through them once.</source>
        <translation>Deux jeux mélangés ensemble, chaque donneur les passant une fois.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1053"/>
        <source>the counters each player starts with, and takes again when he runs out.</source>
        <translation>les jetons de départ de chaque joueur, qu&apos;il reprend quand il n&apos;en a plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1054"/>
        <source>the fewest counters a punter may stake on his first card.</source>
        <translation>le moins de jetons qu&apos;un ponte peut miser sur sa première carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1055"/>
        <source>the most he may stake (the dealer&apos;s double comes on top).</source>
        <translation>le plus qu&apos;il peut miser (le double du donneur s&apos;y ajoute).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1056"/>
        <source>a punter&apos;s natural passes the deal to the dealer&apos;s left, or to the holder, or does not put the dealer out at all (then the deal must be limited another way).</source>
        <translation>le naturel d&apos;un ponte fait passer la donne à gauche du donneur, ou à son détenteur, ou ne la fait pas perdre du tout (la donne doit alors être limitée autrement).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1057"/>
        <source>a natural in the first hand of a deal is settled as a drawn Vingt-un and the deal goes on.</source>
        <translation>un naturel au premier coup d&apos;une donne se règle comme un vingt-et-un tiré, et la donne continue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1058"/>
        <source>besides the dealer&apos;s double, every other player pays the holder of a natural his stake, or double it; other holders of a natural pay nothing.</source>
        <translation>outre le double du donneur, chaque autre joueur paie au détenteur d&apos;un naturel sa mise, ou le double&#xa0;; les autres détenteurs d&apos;un naturel ne paient rien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1059"/>
        <source>the deal may also end after a number of hands, after the dealer has gone twice through the pack, or (with two packs) once through them. The hand in which the pack runs out is finished with the used cards, shuffled.</source>
        <translation>la donne peut aussi finir après un nombre de coups, après que le donneur a passé deux fois tout le jeu, ou (avec deux jeux) une fois. Le coup où le jeu s&apos;épuise se termine avec les cartes jouées, mélangées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1060"/>
        <source>with the deal limited to a number of hands: how many.</source>
        <translation>quand la donne est limitée à un nombre de coups&#xa0;: combien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1061"/>
        <source>counters every player puts into the pool at each new deal.</source>
        <translation>les jetons que chaque joueur met à la cagnotte à chaque nouvelle donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1062"/>
        <source>counters the dealer pays into the pool whenever he goes over.</source>
        <translation>les jetons que le donneur paie à la cagnotte chaque fois qu&apos;il crève.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1064"/>
        <source>the player whose turn it is to deal may sell the deal. The buyer deals from his own seat, but starts with the player on the seller&apos;s left, and when he loses the deal it goes on as if there had been no sale.</source>
        <translation>le joueur dont c&apos;est le tour de donner peut vendre la donne. L&apos;acheteur donne depuis sa propre place, mais commence par le joueur à gauche du vendeur, et quand il perd la donne, elle continue comme s&apos;il n&apos;y avait pas eu de vente.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1065"/>
        <source>the price asked for the deal: once, twice or three times this.</source>
        <translation>le prix demandé pour la donne&#xa0;: une, deux ou trois fois celui-ci.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1066"/>
        <source>With any of the pool settings there is a pool, and the first punter to show a natural (after the first hand of a deal) takes it.</source>
        <translation>Avec l&apos;un quelconque des réglages de cagnotte, il y a une cagnotte, et le premier ponte à montrer un naturel (après le premier coup d&apos;une donne) la remporte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1067"/>
        <source>An ace is the card to stake high on: it makes a natural one time in three. A ten or court card is about even; anything else favours the dealer, so stake low. Stand on seventeen or more as a rule; stand lower when many high cards have gone, draw higher when many low cards have gone. As dealer, double on an ace or a ten, and draw against the hands you can see are strong.</source>
        <translation>C&apos;est sur un as qu&apos;on mise gros&#xa0;: il fait un naturel une fois sur trois. Un dix ou une figure est à peu près à égalité&#xa0;; tout le reste favorise le donneur, misez donc peu. Restez en règle générale à dix-sept ou plus&#xa0;; restez plus bas quand beaucoup de hautes cartes sont passées, tirez plus haut quand beaucoup de basses sont passées. Comme donneur, doublez sur un as ou un dix, et tirez contre les mains qu&apos;on voit fortes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1068"/>
        <source>Every player sits round the oval table with his purse and his net gain or loss so far. His cards lie in front of him, face down where the rules keep them hidden, with his stake under each hand. The white button marks the dealer; the pone&apos;s name says **pone**. The stock and the pone&apos;s pile are in the middle, with the pool when there is one. Every payment is drawn as an arrow from the payer to the payee while it is made, and every call shows in a bubble.</source>
        <translation>Chaque joueur est assis autour de la table ovale avec sa bourse et son gain ou sa perte jusqu&apos;ici. Ses cartes sont devant lui, face cachée là où les règles les cachent, avec sa mise sous chaque main. Le bouton blanc marque le donneur&#xa0;; le nom du pone porte **pone**. Le talon et la pile du pone sont au milieu, avec la cagnotte s&apos;il y en a une. Chaque paiement est dessiné par une flèche du payeur au bénéficiaire pendant qu&apos;il se fait, et chaque annonce s&apos;affiche dans une bulle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1069"/>
        <source>When it is your turn, the prompt says what to decide and the buttons on the right offer exactly the choices open to you; the underlined letter of each button does the same from the keyboard, without `Alt`. Stakes are chosen in the amount box before you press **Stake** or **Divide**.</source>
        <translation>Quand c&apos;est votre tour, l&apos;invite dit ce qu&apos;il faut décider et les boutons à droite offrent exactement les choix qui vous sont ouverts&#xa0;; la lettre soulignée de chaque bouton fait de même au clavier, sans `Alt`. Les mises se choisissent dans la case du montant avant d&apos;appuyer sur **Miser** ou **Séparer**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1070"/>
        <source>set the amount (0 is ten)</source>
        <translation>règle le montant (0 vaut dix)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1073"/>
        <source>The history on the right lists everything in order: who was dealt the first ace and deals, every stake, your own cards and every card dealt face up, every call, and every payment with who paid whom and why. **Review the last hand** shows the hand that ended: each player&apos;s cards and what he won or lost in it, with its lines of the history. At the end it gives what each player won or lost. **Play again** starts a new game with the same rules and players.</source>
        <translation>L&apos;historique à droite énumère tout dans l&apos;ordre&#xa0;: qui a reçu le premier as et donne, chaque mise, vos propres cartes et chaque carte donnée face visible, chaque annonce, et chaque paiement, qui a payé qui et pourquoi. **Revoir la dernière donne** montre la donne qui s’est terminée&#xa0;: les cartes de chaque joueur et ce qu’il y a gagné ou perdu, avec ses lignes de l’historique. À la fin, il donne ce que chaque joueur a gagné ou perdu. **Rejouer** lance une nouvelle partie avec les mêmes règles et les mêmes joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="102"/>
        <source>underlined letter</source>
        <translation>lettre soulignée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="135"/>
        <source>presses the button with that letter underlined</source>
        <translation>appuie sur le bouton où cette lettre est soulignée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="975"/>
        <source>The first player to win three tricks takes the pool at once, and the hand ends. If all five tricks are played and no one has three, the hand is spoilt: the pool stays for the next deal. A pool that is won is taken whole (partners share it, the odd counter going to the partner who won the deciding trick), and the next deal starts a new pool at the full stake.</source>
        <translation>Le premier joueur qui gagne trois plis prend aussitôt la cagnotte, et la donne s’arrête. Si les cinq plis sont joués sans que personne en ait trois, le coup est gâché&#xa0;: la cagnotte reste pour la donne suivante. Une cagnotte gagnée est prise en entier (les partenaires la partagent, le jeton impair allant au partenaire qui a gagné le pli décisif), et la donne suivante commence une nouvelle cagnotte à la mise pleine.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="978"/>
        <source>**Ordinary order** — the cards keep their usual order, ace high, with no special trumps and no reneging; the ace of hearts is then an ordinary heart and must follow a heart lead like any other</source>
        <translation>**Ordre habituel** — les cartes gardent leur rang habituel, as fort, sans atouts spéciaux ni droit de retenir&#xa0;; l’as de cœur est alors un cœur ordinaire et doit fournir à cœur comme les autres</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="980"/>
        <source>**Partnerships** — four, six, eight or ten players in two sides, partners sitting alternately round the table: the side that wins three tricks takes the pool, so no hand is spoilt</source>
        <translation>**Équipes** — quatre, six, huit ou dix joueurs en deux camps, les partenaires assis en alternance autour de la table&#xa0;: le camp qui gagne trois plis prend la cagnotte, aucun coup n’est gâché</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="982"/>
        <source>**Jinking** — a player who has won every trick so far and has three may play on for all five: if he wins them all he takes the pool and a stake from every player; if he fails, he loses the pool. A player who has lost a trick cannot jink and takes the pool at once</source>
        <translation>**Jink** — un joueur qui a gagné tous les plis jusque-là et en a trois peut continuer pour les cinq&#xa0;: s’il les gagne tous, il prend la cagnotte et une mise de chaque joueur&#xa0;; s’il échoue, il perd la cagnotte. Un joueur qui a perdu un pli ne peut pas jinker et prend aussitôt la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="983"/>
        <source>**Twenty-Five** and **Forty-Five** — no pool: each trick scores five points, and play goes on, deal after deal, until someone reaches 25 (or 45); winning all five tricks in a hand wins the game at once</source>
        <translation>**Twenty-Five** et **Forty-Five** — pas de cagnotte&#xa0;: chaque pli rapporte cinq points, et l’on joue donne après donne jusqu’à ce que quelqu’un atteigne 25 (ou 45)&#xa0;; qui gagne les cinq plis d’une donne gagne aussitôt la partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="989"/>
        <source>Spoil-Five, Six in Partnerships</source>
        <translation>Spoil-Five, six en équipes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="990"/>
        <source>Six players in two sides of three, partners sitting alternately.</source>
        <translation>Six joueurs en deux camps de trois, les partenaires assis en alternance.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="992"/>
        <source>A player who wins the first three tricks may play on for all five.</source>
        <translation>Un joueur qui gagne les trois premiers plis peut continuer pour les cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1005"/>
        <source>how many deals make the game for the pool; 0 means one round.</source>
        <translation>combien de donnes fait la partie pour la cagnotte&#xa0;; 0 veut dire un tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1010"/>
        <source>an even number of players, from four, in two sides.</source>
        <translation>un nombre pair de joueurs, à partir de quatre, en deux camps.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1012"/>
        <source>a player with every trick so far may play on for all five.</source>
        <translation>un joueur qui a gagné tous les plis jusque-là peut continuer pour les cinq.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1063"/>
        <source>a part of what the dealer takes on ties, paid into the pool. A tie includes his drawn Vingt-un meeting a punter&apos;s, where he takes the single stake.</source>
        <translation>une part de ce que le donneur gagne sur les égalités, versée à la cagnotte. Son vingt-et-un tiré contre celui d&apos;un ponte est aussi une égalité, où il prend la mise simple.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1071"/>
        <source>content</source>
        <translation>je reste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1072"/>
        <source>History and saved games</source>
        <translation>Historique et parties enregistrées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1074"/>
        <source>These rules follow the chapter on Vingt-un in W. H. Peel&apos;s *Round Games with Cards*, with its sections on dealing, drawing, the pool, limiting and selling the deal and the privileges of a natural. Peel does not say how an ace counts; it counts one or eleven here, as it always has in this game.</source>
        <translation>Ces règles suivent le chapitre sur le Vingt-un des *Round Games with Cards* de W. H. Peel, avec ses sections sur la donne, le tirage, la cagnotte, la limitation et la vente de la donne et les privilèges d&apos;un naturel. Peel ne dit pas ce que vaut un as&#xa0;; il vaut ici un ou onze, comme il l&apos;a toujours fait dans ce jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="733"/>
        <source>Start a game with Game ▸ New Game… (`Ctrl+N`): choose the house rules, the number of players and how strong each computer player is, and deal. Leave the seed empty for a fresh shuffle.</source>
        <translation>Commencez une partie avec Partie ▸ Nouvelle partie… (`Ctrl+N`) : choisissez les règles maison, le nombre de joueurs et la force de chaque joueur de l’ordinateur, puis donnez. Laissez la graine vide pour un nouveau mélange.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="865"/>
        <source>The computer players sit along the top, each with his purse; the pool lies on the left, the stock (and any turn-up) on the right. Played cards are laid out by suit and rank, so you can see at a glance how many of each rank are gone; the chain in play is bright and earlier cards are dimmed. Every call is shown in a bubble by the player who makes it, and counters fly to the pool.</source>
        <translation>Les joueurs de l’ordinateur sont assis en haut, chacun avec sa bourse&#xa0;; la cagnotte est à gauche, le talon (et une carte retournée) à droite. Les cartes jouées sont rangées par couleur et par rang, pour voir d’un coup d’œil combien de chaque rang sont sorties&#xa0;; la chaîne en cours est claire, les cartes antérieures sont assombries. Chaque annonce s’affiche dans une bulle près du joueur, et les jetons volent vers la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="866"/>
        <source>Click a card (or drag it up onto the table) to play it. When you must pair, the cards that pair are marked and the prompt says so; any other card is refused with the reason.</source>
        <translation>Cliquez sur une carte (ou faites-la glisser sur la table) pour la jouer. Quand vous devez apparier, les cartes qui apparient sont marquées et l’invite le dit&#xa0;; toute autre carte est refusée avec la raison.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="867"/>
        <source>play the card that pairs</source>
        <translation>jouer la carte qui apparie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="868"/>
        <source>These rules follow the chapter on Snip-Snap-Snorum in W. H. Peel&apos;s *Round Games with Cards*, with its variations and Turn-up Snip. The game played like Pope Joan under the same name is Jig, which has its own page.</source>
        <translation>Ces règles suivent le chapitre sur Snip-Snap-Snorum du livre de W. H. Peel, *Round Games with Cards*, avec ses variantes et le Turn-up Snip. Le jeu qui se joue comme le Pope Joan sous le même nom est le Jig, qui a sa propre page.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="933"/>
        <source>**Matrimony** — the queen and king of diamonds, which are **declared**, not played: a player who still holds both may show them when they have the lead because they have just played a stop, and takes what is on Matrimony.</source>
        <translation>**Mariage** — la dame et le roi de carreau, qu’on **annonce** sans les jouer&#xa0;: qui les tient encore tous deux peut les montrer quand il a la main pour avoir joué un arrêt, et prend ce qui est sur Mariage.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="948"/>
        <source>**Play [7C] with Spin** — when you hold Spin and the card that follows on, here the [7C]: plays both, and Spin makes a stop. Clicking Spin does the same; clicking the [7C] plays it without Spin.</source>
        <translation>**Jouer [7C] avec Spin** — quand vous tenez Spin et la carte qui suit, ici [7C]&#xa0;: joue les deux, et Spin fait un arrêt. Cliquer sur Spin fait de même&#xa0;; cliquer sur [7C] la joue sans Spin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="949"/>
        <source>**Play Spin alone (a stop)** — when you lead just after playing a stop and have another card left. Clicking the ace of diamonds does the same.</source>
        <translation>**Jouer Spin seul (arrêt)** — quand vous entamez juste après avoir joué un arrêt et qu’il vous reste une autre carte. Cliquer sur l’as de carreau fait de même.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="950"/>
        <source>**Lead [AD] as an ordinary ace** — at the same moment: leads Spin as an ordinary ace, for the two of diamonds to follow. Spin&apos;s stake is paid either way.</source>
        <translation>**Entamer [AD] comme un as ordinaire** — au même moment&#xa0;: entame Spin comme un as ordinaire, pour que le deux de carreau suive. La mise de Spin est payée dans les deux cas.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="951"/>
        <source>**Declare Matrimony** — when you lead just after playing a stop and still hold the queen and king of diamonds. The two cards are shown to everyone and stay in your hand.</source>
        <translation>**Annoncer Mariage** — quand vous entamez juste après avoir joué un arrêt et tenez encore la dame et le roi de carreau. Les deux cartes sont montrées à tous et restent dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="954"/>
        <source>These rules follow the chapter on Spin in W. H. Peel&apos;s *Round Games with Cards*, which leaves much of the play to his account of Pope Joan.</source>
        <translation>Ces règles suivent le chapitre consacré au Spin dans *Round Games with Cards* de W. H. Peel, qui renvoie pour une bonne part du jeu à sa description du Pope Joan.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="494"/>
        <source>The player of a Jig or a stop leads again and so sheds one more card. Try to lead cards that bring the Jig, or a stop you hold, back into your own hand. If nothing stops the run first, the Jig to each card led is:</source>
        <translation>Qui joue un Jig ou un arrêt entame de nouveau et se défait ainsi d’une carte de plus. Essayez d’entamer avec des cartes qui ramènent le Jig, ou un arrêt que vous tenez, dans votre propre main. Si rien n’arrête la suite avant, le Jig de chaque carte d’entame est&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="495"/>
        <source>Card led</source>
        <translation>Carte d’entame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="511"/>
        <source>When you hold a stop, lead a card up to four ranks below it in the same suit, none of the cards between having been played: the run climbs to your stop and the lead comes back to you.</source>
        <translation>Quand vous tenez un arrêt, entamez avec une carte de la même couleur jusqu’à quatre rangs en dessous, si aucune des cartes intermédiaires n’a été jouée&#xa0;: la suite monte jusqu’à votre arrêt et la main vous revient.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="512"/>
        <source>Remember the cards played. A card whose next card has gone is a stop, and so a safe way to win the lead.</source>
        <translation>Retenez les cartes jouées. Une carte dont la suivante est déjà passée est un arrêt, et donc un moyen sûr de prendre la main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="799"/>
        <source>Winner takes Game only</source>
        <translation>Le gagnant ne prend que Jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="801"/>
        <source>These counters go on one at a time, each onto the compartment holding fewest (the first in the board&apos;s order when several are level), so every compartment is covered before any gets a second. Peel lets the players choose where; the app places them so that nobody has to.</source>
        <translation>Ces jetons sont posés un par un, chacun sur la case qui en porte le moins (la première dans l’ordre du tableau en cas d’égalité)&#xa0;: toutes les cases sont ainsi couvertes avant qu’aucune n’en reçoive un deuxième. Peel laisse les joueurs choisir où les mettre&#xa0;; l’application les place pour que personne n’ait à le faire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="802"/>
        <source>eight compartments, or the five of Five-Pool Pope, without King, Queen and Knave.</source>
        <translation>huit cases, ou les cinq du Pope à cinq cases, sans Roi, Dame ni Valet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="803"/>
        <source>everyone, the dealer paying double, or the dealer alone. When the dealer dresses it alone, play a whole round, so that everyone pays the same.</source>
        <translation>tous, le donneur payant double, ou le donneur seul. Quand le donneur le garnit seul, jouez un tour complet, pour que chacun paie autant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="807"/>
        <source>a limit of four or six counters on what any one player pays for the Pope, turned up or played. Peel recommends it, above all when few are playing. There is no limit unless you set one.</source>
        <translation>une limite de quatre ou six jetons à ce que paie un même joueur pour le Pape, retourné ou joué. Peel la recommande, surtout quand on est peu nombreux à jouer. Il n’y a pas de limite à moins que vous n’en fixiez une.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="808"/>
        <source>a Pope turned up wins the whole deal for the dealer at once: Pope, the payments for it, and Game too. Nobody plays a card and nothing is paid for cards in hand. Peel did not think much of it.</source>
        <translation>un Pape retourné fait aussitôt gagner toute la donne au donneur&#xa0;: la case Pape, les paiements dus pour le Pape, et Jeu aussi. Personne ne joue de carte et rien n’est payé pour les cartes en main. Peel n’en pensait pas grand bien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="810"/>
        <source>how many cards are set aside when the unseen stops are a fixed number; any odd cards after dealing equal hands are set aside too.</source>
        <translation>le nombre de cartes mises de côté quand les arrêts cachés sont en nombre fixe&#xa0;; les cartes en trop après la distribution de mains égales sont aussi mises de côté.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="811"/>
        <source>the dealer sees the spare hand, and so, as Peel insists, is dealt no cards and sits the deal out. The dealer still dresses the board and takes what a turn-up wins.</source>
        <translation>le donneur voit la main morte et, comme Peel l’exige, ne reçoit donc pas de cartes et ne joue pas la donne. Il garnit quand même le tableau et prend ce que gagne la retourne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="813"/>
        <source>when the two cards of Matrimony or Intrigue come one straight after the other from different players, each takes half the stake, any odd counter staying on the board.</source>
        <translation>quand les deux cartes du Mariage ou de l’Intrigue sont jouées l’une juste après l’autre par des joueurs différents, chacun prend la moitié de la mise, le jeton impair restant sur le tableau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="814"/>
        <source>Lead the Pope and any ace early: nothing leads up to them, so unless you lead them yourself they stay in your hand.</source>
        <translation>Entamez tôt avec le Pape et vos as&#xa0;: aucune carte ne mène jusqu’à eux, et si vous ne les entamez pas vous-même, ils restent dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="815"/>
        <source>Holding the knave and king of a suit, lead the knave. If the queen is missing, your knave is a stop; if someone plays the queen, your king must follow. Either way the lead comes back to you.</source>
        <translation>Si vous tenez le valet et le roi d’une couleur, entamez avec le valet. Si la dame manque, votre valet est un arrêt&#xa0;; si quelqu’un joue la dame, votre roi doit suivre. Dans les deux cas, la main vous revient.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="816"/>
        <source>Watch the board. When a compartment has grown rich, playing its card early may be worth more than clearing your lower cards first.</source>
        <translation>Surveillez le tableau. Quand une case s’est bien garnie, jouer tôt sa carte peut valoir plus que de vous débarrasser d’abord de vos cartes basses.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="19"/>
        <source>Players and cards</source>
        <translation>Joueurs et cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="917"/>
        <source>Spin is a round game: the app seats three to eight players, each playing for themselves.</source>
        <translation>Le Spin est un jeu de salon&#xa0;: l’application réunit de trois à huit joueurs, chacun jouant pour soi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="919"/>
        <source>Staking</source>
        <translation>Les mises</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="920"/>
        <source>Before each deal the stakes go on the board:</source>
        <translation>Avant chaque donne, les mises sont placées sur le tableau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="923"/>
        <source>Game is won at every deal. Matrimony and Intrigue keep their counters until someone declares them, so they can build up over several deals.</source>
        <translation>Jeu est gagné à chaque donne. Mariage et Intrigue gardent leurs jetons jusqu’à ce que quelqu’un les annonce&#xa0;: ils peuvent donc grossir sur plusieurs donnes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="108"/>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="924"/>
        <source>Every card is dealt, so there are no unseen stops. Six are known from the start: the four kings, the seven of diamonds (the eight is out) and the ace of hearts (the two is out). Spin can make one more, whenever its holder likes.</source>
        <translation>Toutes les cartes sont distribuées&#xa0;: il n’y a donc pas d’arrêts cachés. Six sont connus dès le départ&#xa0;: les quatre rois, le sept de carreau (le huit est retiré) et l’as de cœur (le deux est retiré). Spin peut en faire un de plus, quand son détenteur le veut.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="925"/>
        <source>Spin, the ace of diamonds</source>
        <translation>Spin, l’as de carreau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="930"/>
        <source>A player still holding Spin when someone goes out pays double for the cards left in hand.</source>
        <translation>Un joueur qui tient encore Spin quand quelqu’un sort paie double pour les cartes qui lui restent en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="913"/>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="935"/>
        <source>Declared cards stay in their holder&apos;s hand, face up for all to see, and are played later like any others. Each pair can be declared once a deal. The first lead of a deal does not follow a stop, so nobody can declare with it.</source>
        <translation>Les cartes annoncées restent dans la main de leur détenteur, face visible aux yeux de tous, et sont jouées plus tard comme les autres. Chaque paire peut être annoncée une fois par donne. La première entame d’une donne ne suit pas un arrêt&#xa0;: personne ne peut donc annoncer à ce moment-là.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="936"/>
        <source>The winner also takes everything on Game, and a player still holding Spin pays double. The winner is let off the next stake on Game.</source>
        <translation>Le gagnant prend aussi tout ce qui se trouve sur Jeu, et un joueur qui tient encore Spin paie double. Le gagnant est dispensé de la mise suivante sur Jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="937"/>
        <source>Peel&apos;s game: kings pay one counter, Spin three, the last winner is let off the next stake on Game, and an unplayed Spin pays double.</source>
        <translation>le jeu de Peel&#xa0;: les rois rapportent un jeton, Spin trois, le dernier gagnant est dispensé de la mise suivante sur Jeu, et un Spin non joué paie double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="938"/>
        <source>the counters in a stake: each player but the dealer stakes this on Game, and the dealer stakes twice this on Matrimony and once on Intrigue.</source>
        <translation>les jetons d’une mise&#xa0;: chaque joueur sauf le donneur mise ce montant sur Jeu, et le donneur en mise le double sur Mariage et autant sur Intrigue.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="939"/>
        <source>what every other player pays the player of Spin.</source>
        <translation>ce que chacun des autres joueurs paie à celui qui joue Spin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="940"/>
        <source>what every other player pays the player of a king.</source>
        <translation>ce que chacun des autres joueurs paie à celui qui joue un roi.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="941"/>
        <source>the dealer stakes Game as well as Matrimony and Intrigue. Peel mentions it, and finds it hard on the dealer.</source>
        <translation>le donneur mise sur Jeu en plus de Mariage et d’Intrigue. Peel mentionne cette règle et la trouve dure pour le donneur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="942"/>
        <source>the last deal&apos;s winner does not stake the next Game (on in Peel&apos;s game).</source>
        <translation>le gagnant de la dernière donne ne mise pas sur le Jeu suivant (activé dans le jeu de Peel).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="943"/>
        <source>a player still holding Spin when another goes out pays twice as much a card (on in Peel&apos;s game).</source>
        <translation>un joueur qui tient encore Spin quand un autre sort paie le double par carte (activé dans le jeu de Peel).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="705"/>
        <source>The app finds the first dealer (dealing from you round the table until a knave appears), shuffles and deals, and makes every stake and payment for you. All you do is play your cards.</source>
        <translation>L’application désigne le premier donneur (en distribuant des cartes à partir de vous, autour de la table, jusqu’à l’apparition d’un valet), mélange et distribue, et fait toutes les mises et tous les paiements pour vous. Vous n’avez qu’à jouer vos cartes.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="706"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="707"/>
        <source>The computer players sit along the top, in the order of play from your left, with their cards face down. Your cards are at the bottom, with your name plate at the bottom left.</source>
        <translation>Les joueurs de l’ordinateur sont assis en haut, dans l’ordre de jeu à partir de votre gauche, leurs cartes face cachée. Vos cartes sont en bas, avec votre plaque de nom en bas à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="709"/>
        <source>In the middle, the played cards lie in four rows, one for each suit (clubs, diamonds, hearts and spades), each card in its own place from ace to king, so the gaps show the cards still to come. The run being played is bright; earlier runs are dimmed.</source>
        <translation>Au milieu, les cartes jouées sont disposées en quatre rangées, une par couleur (trèfle, carreau, cœur et pique), chaque carte à sa place de l’as au roi&#xa0;: les vides montrent ainsi les cartes encore à venir. La suite en cours est en pleine lumière&#xa0;; les suites précédentes sont estompées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="710"/>
        <source>The places of cards that nobody can play this deal, such as those taken out of the pack or turned up, are struck through with a cross: the card just below each of them is a stop.</source>
        <translation>Les places des cartes que personne ne peut jouer dans cette donne, comme celles retirées du jeu ou la retourne, sont barrées d’une croix&#xa0;: la carte juste en dessous de chacune d’elles est un arrêt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="703"/>
        <source>When it is your turn, your name plate glows and the panel on the right says what to do. To lead, click any card in your hand, or drag it up onto the table. The panel also names the stops in your hand that you can be sure of.</source>
        <translation>Quand c’est votre tour, votre plaque de nom s’illumine et le panneau de droite vous indique quoi faire. Pour entamer, cliquez sur n’importe quelle carte de votre main, ou faites-la glisser vers le haut sur la table. Le panneau nomme aussi les arrêts de votre main dont vous pouvez être sûr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="516"/>
        <source>This game needs no buttons: every card is played by clicking it.</source>
        <translation>Ce jeu n’a pas besoin de boutons&#xa0;: chaque carte se joue d’un clic.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="824"/>
        <source>press that button (Pope in lieu, Pass, Play again)</source>
        <translation>appuyer sur ce bouton (Jouer le Pape à la place, Passer, Rejouer)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="952"/>
        <source>**Declare Intrigue** — the same, for the knave and queen of diamonds.</source>
        <translation>**Annoncer Intrigue** — de même, pour le valet et la dame de carreau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="953"/>
        <source>press that button (Spin, Matrimony, Intrigue, Play again)</source>
        <translation>appuyer sur ce bouton (Spin, Mariage, Intrigue, Rejouer)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="197"/>
        <source>press that button (Play again)</source>
        <translation>appuyer sur ce bouton (Rejouer)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="308"/>
        <source>play the marked card</source>
        <translation>jouer la carte marquée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="517"/>
        <source>play the card that follows on</source>
        <translation>jouer la carte qui suit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="41"/>
        <source>start this game again with the same cards</source>
        <translation>recommencer cette partie avec les mêmes cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="699"/>
        <source>The history on the right lists everything in order: the cards that found the first dealer, each deal, every run with the reason it stopped and who leads next, every stake and payment with who paid whom, and any hand nobody played once it is turned up. At the end it gives what each player won or lost.</source>
        <translation>L’historique, à droite, énumère tout dans l’ordre&#xa0;: les cartes qui ont désigné le premier donneur, chaque donne, chaque suite avec la raison de son arrêt et qui entame ensuite, chaque mise et chaque paiement avec qui a payé qui, et toute main que personne n’a jouée, une fois retournée. À la fin, il indique ce que chaque joueur a gagné ou perdu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="700"/>
        <source>Game ▸ Replay This Game (`Ctrl+R`) starts the game again from its first deal, with exactly the same cards. Game ▸ Game Number… shows the **game number**, which names the shuffle: enter it under More choices in New Game, with the same house rules, to play the same cards again another day.</source>
        <translation>Partie ▸ Rejouer cette partie (`Ctrl+R`) recommence la partie depuis sa première donne, avec exactement les mêmes cartes. Partie ▸ Numéro de partie… affiche le **numéro de partie**, qui identifie le mélange&#xa0;: saisissez-le sous Plus de choix dans Nouvelle partie, avec les mêmes règles maison, pour rejouer les mêmes cartes un autre jour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="701"/>
        <source>A game in progress is saved as you play. If you close the app, it offers to carry on where you left off the next time it starts.</source>
        <translation>Une partie en cours est enregistrée au fil du jeu. Si vous fermez l’application, elle vous propose au prochain démarrage de reprendre là où vous vous étiez arrêté.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="702"/>
        <source>Settings ▸ Options… sets the size of the cards, how fast they move and how long the computer players pause before they play.</source>
        <translation>Réglages ▸ Options… règle la taille des cartes, la vitesse de leurs déplacements et la durée de la pause des joueurs de l’ordinateur avant qu’ils ne jouent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="188"/>
        <source>Start a game with Game ▸ New Game… (`Ctrl+N`): choose the house rules, the number of players and how strong each computer player is, and deal.</source>
        <translation>Commencez une partie avec Partie ▸ Nouvelle partie… (`Ctrl+N`)&#xa0;: choisissez les règles maison, le nombre de joueurs et la force de chaque joueur de l’ordinateur, puis donnez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="796"/>
        <source>a board of five compartments only: Pope, Matrimony, Intrigue, Ace and Game. The king, queen and knave of trumps win nothing, and at least twelve counters dress the board in equal shares, the dealer paying double: twelve with three or five players, fifteen with four.</source>
        <translation>un tableau de cinq cases seulement&#xa0;: Pape, Mariage, Intrigue, As et Jeu. Le roi, la dame et le valet d’atout ne gagnent rien, et au moins douze jetons garnissent le tableau à parts égales, le donneur payant double&#xa0;: douze à trois ou cinq joueurs, quinze à quatre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="806"/>
        <source>the variation described under [Winner takes Game only](#game-only).</source>
        <translation>la variante décrite sous [Le gagnant ne prend que Jeu](#game-only).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="809"/>
        <source>a spare hand dealt with the others, as Peel advises; or, as his *Limited Stops*, a fixed number of cards set aside before the deal, or the cards left over once everyone has the same number.</source>
        <translation>une main morte distribuée avec les autres, comme le conseille Peel ; ou, comme dans ses *Limited Stops*, un nombre fixe de cartes mises de côté avant la donne, ou les cartes qui restent une fois que chacun en a le même nombre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="817"/>
        <source>On the right lies the spare hand, labelled **Dead hand**, face down until the deal ends (face up for a dealer allowed to look at it), and below it the turn-up, with the trump suit named above it.</source>
        <translation>À droite se trouve la main morte, sous l’étiquette **Main morte**, face cachée jusqu’à la fin de la donne (face visible pour un donneur autorisé à la regarder), et en dessous la retourne, avec la couleur d’atout indiquée au-dessus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="818"/>
        <source>What the players call appears in a bubble beside them as it happens: *Pope!*, *Matrimony!* and the like as a chance is won, *Stop!* at each stop and *Out!* for the winner.</source>
        <translation>Les annonces des joueurs apparaissent dans une bulle à côté d’eux au moment où elles sont faites : *Pape !*, *Mariage !* et les autres quand un enjeu est gagné, *Arrêt !* à chaque arrêt et *Sorti !* pour le gagnant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="819"/>
        <source>The board on the left is a round tray with a compartment for each chance: eight, or five for Five-Pool Pope. Once trumps are known, each compartment shows the cards that win it.</source>
        <translation>Le tableau, à gauche, est un plateau rond avec une case pour chaque enjeu&#xa0;: huit, ou cinq pour le Pope à cinq cases. Une fois l’atout connu, chaque case montre les cartes qui la gagnent.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="821"/>
        <source>Pope Joan needs no buttons: every card is played by clicking it. The one exception is the house rule **Pope in place of a stop**.</source>
        <translation>Le Pope Joan n’a pas besoin de boutons : chaque carte se joue d’un clic. La seule exception est la règle maison **Pape à la place d’un arrêt**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="825"/>
        <source>These rules follow W. H. Peel&apos;s *Round Games with Cards*: Pope Joan with its worked hand, its variations, Five-Pool Pope, Pope Joan Wins, Limited Stops, looking at the spare hand and the Pope played in place of a stop.</source>
        <translation>Ces règles suivent *Round Games with Cards* de W. H. Peel : le Pope Joan avec sa donne commentée, ses variantes, le Pope à cinq cases, le Pape retourné qui gagne, les Limited Stops, le donneur qui regarde la main morte et le Pape joué à la place d’un arrêt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="845"/>
        <source>All the cards are dealt, as evenly as they go. A player keeps playing one card after another until the next player pairs one; then play rests with the pairer, who plays on in the same way. Playing on, a card of the rank you have just played pairs nothing: you pair only the card of the player on your right.</source>
        <translation>Toutes les cartes sont distribuées, aussi également que possible. Un joueur joue une carte après l’autre jusqu’à ce que le suivant en apparie une&#xa0;; le jeu passe alors à celui qui a apparié, qui continue de même. En continuant, une carte du rang que vous venez de jouer n&apos;apparie rien&#xa0;: on n&apos;apparie que la carte du joueur de droite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="885"/>
        <source>the best trump, by the chief hand, as soon as he has turned it and again whenever his turn comes round;</source>
        <translation>le meilleur atout, par la main maîtresse, dès qu&apos;elle l&apos;a retourné et de nouveau chaque fois que son tour revient&#xa0;;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="914"/>
        <source>Pope Joan&apos;s quicker cousin for three to eight players, with no spare hand: kings and the ace of diamonds pay as they fall, and the first out takes Game. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Le cousin plus rapide du Pope Joan, pour trois à huit joueurs, sans main morte : les rois et l’as de carreau rapportent dès qu’ils tombent, et le premier sorti prend Jeu. La dernière section, [Jouer dans cette application](#app), présente la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="915"/>
        <source>Spin is an offshoot of Pope Joan. Everyone tries to get rid of their cards by playing them in runs up the suit, and the first player out of cards wins the counters staked on **Game** and a payment for every card the others still hold.</source>
        <translation>Le Spin est un dérivé du Pope Joan. Chacun essaie de se débarrasser de ses cartes en les jouant en suites montantes dans la couleur, et le premier à n’avoir plus de cartes gagne les jetons misés sur **Jeu** et un paiement pour chaque carte que les autres ont encore en main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="916"/>
        <source>On the way, every king and the ace of diamonds, called **Spin**, earn their player a payment from everyone as they are played, and two pairs of diamonds, **Matrimony** and **Intrigue**, win the counters staked on them.</source>
        <translation>En chemin, chaque roi et l’as de carreau, appelé **Spin**, rapportent à leur joueur un paiement de tous les autres au moment où ils sont joués, et deux paires de carreau, **Mariage** et **Intrigue**, gagnent les jetons misés sur elles.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="918"/>
        <source>The pack has 50 cards: the eight of diamonds and the two of hearts are taken out. The jack is called the *knave*, as in Pope Joan.</source>
        <translation>Le jeu compte 50 cartes : on retire le huit de carreau et le deux de cœur. Comme au Pope Joan, le valet s’appelle *knave* en anglais.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="921"/>
        <source>each player except the dealer stakes one counter on **Game**, but the winner of the last deal is let off;</source>
        <translation>chaque joueur sauf le donneur mise un jeton sur **Jeu**, mais le gagnant de la dernière donne en est dispensé ;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="922"/>
        <source>the dealer stakes two counters on **Matrimony** and one on **Intrigue**.</source>
        <translation>le donneur mise deux jetons sur **Mariage** et un sur **Intrigue**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="926"/>
        <source>The ace of diamonds is **Spin**. Whichever of these three ways it is played, every other player pays its player three counters at once:</source>
        <translation>L’as de carreau s’appelle **Spin**. Quelle que soit celle de ces trois façons dont il est joué, chacun des autres joueurs paie aussitôt trois jetons à celui qui l’a joué :</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="927"/>
        <source>**With a card that follows on.** When you play a card in sequence, you may lay Spin beside it. Spin then counts as a stop, so you lead next.</source>
        <translation>**Avec une carte qui suit.** Quand vous jouez une carte dans la suite, vous pouvez poser Spin à côté. Spin compte alors comme un arrêt : c’est donc vous qui entamez ensuite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="928"/>
        <source>**Alone, after a stop.** When you have the lead because you have just played a stop, you may play Spin on its own. It is a stop too, so you keep the lead; you need another card left to do this.</source>
        <translation>**Seul, après un arrêt.** Quand vous avez la main parce que vous venez de jouer un arrêt, vous pouvez jouer Spin seul. C’est aussi un arrêt : vous gardez donc la main ; il vous faut pour cela avoir encore une autre carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="929"/>
        <source>**As an ordinary ace.** You may simply lead it like any other card; the two of diamonds then follows on.</source>
        <translation>**Comme un as ordinaire.** Vous pouvez simplement l’entamer comme n’importe quelle autre carte ; le deux de carreau vient alors à la suite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="931"/>
        <source>**Kings** — every king played, led or following on, earns its player one counter from each other player.</source>
        <translation>**Rois** — chaque roi joué, en entame ou à la suite, rapporte à son joueur un jeton de chacun des autres joueurs.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="932"/>
        <source>**Spin** — three counters from each other player, as above.</source>
        <translation>**Spin** — trois jetons de chacun des autres joueurs, comme ci-dessus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="934"/>
        <source>**Intrigue** — the knave and queen of diamonds, declared in the same way.</source>
        <translation>**Intrigue** — le valet et la dame de carreau, annoncés de la même façon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="944"/>
        <source>What the players call appears in a bubble beside them as it happens: *Spin!* as Spin is played, *Matrimony!* or *Intrigue!* when declared, *Stop!* at each stop and *Out!* for the winner.</source>
        <translation>Les annonces des joueurs apparaissent dans une bulle à côté d’eux au moment où elles sont faites : *Spin !* quand Spin est joué, *Mariage !* ou *Intrigue !* quand ils sont annoncés, *Arrêt !* à chaque arrêt et *Sorti !* pour le gagnant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="945"/>
        <source>The board on the left is a round tray with three compartments: Matrimony, Intrigue and Game.</source>
        <translation>Le tableau, à gauche, est un plateau rond à trois cases&#xa0;: Mariage, Intrigue et Jeu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="692"/>
        <source>The board on the left shows the four pool cards of the deal, with the counters staked on each lying below it.</source>
        <translation>Le tableau, à gauche, montre les quatre cartes de cagnotte de la donne, avec sous chacune les jetons misés sur elle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="515"/>
        <source>There is no board unless the house rules add a pool; the pool is then a round dish on the left.</source>
        <translation>Il n’y a pas de tableau, sauf si les règles maison ajoutent une cagnotte&#xa0;; celle-ci est alors une coupe ronde, à gauche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="514"/>
        <source>The board and the counters</source>
        <translation>Le tableau et les jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="697"/>
        <source>Counters are drawn in stacks of five, each five in a new colour, and a brass medallion gives the number. Whenever counters change hands they fly from the purse or the board to where they are going, and whatever is won on the board glows for a moment.</source>
        <translation>Les jetons sont dessinés en piles de cinq, chaque groupe de cinq d’une nouvelle couleur, et un médaillon de laiton en indique le nombre. Chaque fois que des jetons changent de mains, ils volent de la bourse ou du tableau jusqu’à leur destination, et ce qui est gagné sur le tableau s’illumine un instant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="820"/>
        <source>The Pope in place of a stop</source>
        <translation>Le Pape à la place d’un arrêt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="946"/>
        <source>Spin and the declarations</source>
        <translation>Spin et les annonces</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="947"/>
        <source>Spin&apos;s choices appear as buttons when you may make them:</source>
        <translation>Les choix liés à Spin apparaissent sous forme de boutons quand vous pouvez les faire&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../hoyle_desktop/ui/saver.py" line="90"/>
        <source>This game cannot be saved to %1, so if the app closes it cannot be resumed. Check that the folder can be written to and is not full.</source>
        <translation>Cette partie ne peut pas être enregistrée dans %1&#xa0;: si l’application se ferme, elle ne pourra pas être reprise. Vérifiez que le dossier est accessible en écriture et n’est pas plein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/saver.py" line="97"/>
        <source>Saving failed</source>
        <translation>Échec de l’enregistrement</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/side_panel.py" line="73"/>
        <source>&amp;Play again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/side_panel.py" line="94"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
</context>
<context>
    <name>SnipSnap</name>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="18"/>
        <source>Your turn: play any card. Whoever holds its rank next must pair it.</source>
        <translation>À vous&#xa0;: jouez une carte quelconque. Le suivant qui en a le rang doit l’apparier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="25"/>
        <source>Pair it: play your %1.</source>
        <translation>Appariez&#xa0;: jouez votre %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="26"/>
        <source>You can pair it with your %1; failing to pair is fined double.</source>
        <translation>Vous pouvez apparier avec votre %1&#xa0;; ne pas apparier coûte une amende double.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="33"/>
        <source>You must pair the card just played.</source>
        <translation>Vous devez apparier la carte qui vient d’être jouée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="34"/>
        <source>You must pair the card just played with your %1.</source>
        <translation>Vous devez apparier la carte qui vient d’être jouée avec votre %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="42"/>
        <source>Snip!</source>
        <translation>Snip&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="43"/>
        <source>Snap!</source>
        <translation>Snap&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="44"/>
        <source>Snorum!</source>
        <translation>Snorum&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="52"/>
        <source>You lead the %1</source>
        <translation>Vous entamez avec %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="54"/>
        <source>%2 leads the %1</source>
        <translation>%2 entame avec %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="58"/>
        <source>You pair it with the %1: %3</source>
        <translation>Vous appariez avec %1&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="60"/>
        <source>%2 pairs it with the %1: %3</source>
        <translation>%2 apparie avec %1&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="66"/>
        <source>Failed to pair!</source>
        <translation>Pas apparié&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="71"/>
        <source>You could have paired the %1 and are fined double</source>
        <translation>Vous pouviez apparier le %1 et payez une amende double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="73"/>
        <source>%2 could have paired the %1 and is fined double</source>
        <translation>%2 pouvait apparier le %1 et paie une amende double</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="79"/>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="83"/>
        <source>Turn-up</source>
        <translation>Retournée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="87"/>
        <source>Turned up: the %1, for the first player to pair</source>
        <translation>Retournée&#xa0;: %1, à apparier par le premier joueur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="93"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="99"/>
        <source>You are the last one in and take the pool!</source>
        <translation>Vous êtes le dernier en jeu et prenez la cagnotte&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="101"/>
        <source>%1 is the last one in and takes the pool</source>
        <translation>%1 est le dernier en jeu et prend la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="106"/>
        <source>You are out of cards first and take the pool!</source>
        <translation>Vous n’avez plus de cartes le premier et prenez la cagnotte&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="108"/>
        <source>%1 is out of cards first and takes the pool</source>
        <translation>%1 n’a plus de cartes le premier et prend la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="116"/>
        <source>Last in!</source>
        <translation>Dernier&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="118"/>
        <source>Out!</source>
        <translation>Sorti&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="124"/>
        <source>%1&apos;s cards go face down onto the stock (%2)</source>
        <translation>Les cartes de %1 vont face cachée sur le talon (%2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="133"/>
        <source>%1: %2 into the pool, snipped</source>
        <translation>%1&#xa0;: %2 à la cagnotte, snippé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="134"/>
        <source>%1: %2 into the pool, snapped</source>
        <translation>%1&#xa0;: %2 à la cagnotte, snappé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="135"/>
        <source>%1: %2 into the pool for Snorum</source>
        <translation>%1&#xa0;: %2 à la cagnotte pour Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="136"/>
        <source>%1: %2 into the pool, fined for not pairing</source>
        <translation>%1&#xa0;: %2 à la cagnotte, amende pour ne pas avoir apparié</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="144"/>
        <source>%1: 1 counter from the pool for pairing the turn-up</source>
        <translation>%1&#xa0;: 1 jeton de la cagnotte pour avoir apparié la carte retournée</translation>
    </message>
</context>
<context>
    <name>Speculation</name>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="52"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="102"/>
        <source>Turn-up: the pool</source>
        <translation>Retourne&#xa0;: la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="105"/>
        <source>Turn-up: %1</source>
        <translation>Retourne&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="127"/>
        <source>Pool: %1</source>
        <translation>Cagnotte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="138"/>
        <source>Spare hand</source>
        <translation>Main de réserve</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="158"/>
        <source>(dealer)</source>
        <translation>(donneur)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="160"/>
        <source>%1 · purse %2</source>
        <translation>%1 · bourse %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="162"/>
        <source>chief hand</source>
        <translation>main maîtresse</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="244"/>
        <source>takes the pool</source>
        <translation>prend la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="19"/>
        <source>Market</source>
        <translation>Marché</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="29"/>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="31"/>
        <source>For sale:</source>
        <translation>En vente&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="32"/>
        <source>Offered by:</source>
        <translation>Offert par&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="33"/>
        <source>Asking:</source>
        <translation>Demandé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="34"/>
        <source>Best bid:</source>
        <translation>Meilleure enchère&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="35"/>
        <source>Worth:</source>
        <translation>Valeur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="36"/>
        <source>Your &amp;price (counters):</source>
        <translation>Votre &amp;prix (jetons)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="49"/>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="54"/>
        <source>none yet</source>
        <translation>aucune pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="61"/>
        <source>you, if you offer it</source>
        <translation>vous, si vous l&apos;offrez</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="79"/>
        <source>%1 counters to its holder (a %2% chance to win the pool)</source>
        <translation>%1 jetons pour son détenteur (&#xa0;%2&#xa0;% de chances de gagner la cagnotte)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="96"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="129"/>
        <source>The game is resumed where you left it.</source>
        <translation>La partie reprend là où vous l&apos;avez laissée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="163"/>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="232"/>
        <source>%1 is answering the offer.</source>
        <translation>%1 répond à l&apos;offre.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="236"/>
        <source>Waiting for %1.</source>
        <translation>En attente de %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="242"/>
        <source>You dealt. Turn up the trump card, or offer it for sale first at the price below.</source>
        <translation>Vous avez donné. Retournez l&apos;atout, ou mettez-le d&apos;abord en vente au prix ci-dessous.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="247"/>
        <source>Your turn: turn up your next card, or offer it for sale first at the price below.</source>
        <translation>À vous&#xa0;: retournez votre prochaine carte, ou mettez-la d&apos;abord en vente au prix ci-dessous.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="252"/>
        <source>You hold the best trump. Keep it, or offer it for sale at the price below.</source>
        <translation>Vous tenez le meilleur atout. Gardez-le, ou mettez-le en vente au prix ci-dessous.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="256"/>
        <source>Everyone else has turned up. Turn up your cards, or sell them, singly or all together.</source>
        <translation>Tous les autres ont retourné leurs cartes. Retournez les vôtres, ou vendez-les, une à une ou toutes ensemble.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="264"/>
        <source>%1 offers %2 for %3. Buy it, bid less (your price below), or refuse.</source>
        <translation>%1 offre %2 pour %3. Achetez, enchérissez moins (votre prix ci-dessous), ou refusez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="268"/>
        <source>%1 offers %2 for %3. Buy it, or refuse.</source>
        <translation>%1 offre %2 pour %3. Achetez, ou refusez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="278"/>
        <source>%1 bids %2. Accept, ask another price (below), or keep the card.</source>
        <translation>%1 enchérit %2. Acceptez, demandez un autre prix (ci-dessous), ou gardez la carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="282"/>
        <source>%1 bids %2. Accept, or keep the card.</source>
        <translation>%1 enchérit %2. Acceptez, ou gardez la carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="295"/>
        <source>T&amp;urn up the trump card</source>
        <translation>Retour&amp;ner l&apos;atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="296"/>
        <source>T&amp;urn up my cards</source>
        <translation>Retour&amp;ner mes cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="297"/>
        <source>T&amp;urn up my card</source>
        <translation>Retour&amp;ner ma carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="302"/>
        <source>&amp;Keep the best trump</source>
        <translation>&amp;Garder le meilleur atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="309"/>
        <source>&amp;Offer at my price</source>
        <translation>&amp;Offrir à mon prix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="316"/>
        <source>Offer a&amp;ll at my price</source>
        <translation>Offrir &amp;ensemble à mon prix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="323"/>
        <source>&amp;Buy for %1</source>
        <translation>&amp;Acheter pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="329"/>
        <source>B&amp;id my price</source>
        <translation>Enc&amp;hérir à mon prix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="334"/>
        <source>A&amp;ccept %1</source>
        <translation>Acc&amp;epter %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="341"/>
        <source>Cou&amp;nter at my price</source>
        <translation>Contre-pr&amp;oposer à mon prix</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="347"/>
        <source>Re&amp;fuse</source>
        <translation>Ref&amp;user</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="349"/>
        <source>&amp;Keep the card</source>
        <translation>&amp;Garder la carte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="356"/>
        <source>&amp;Look at card %1 (pays %2)</source>
        <translation>Regarder la carte %1 (pa&amp;ie %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="37"/>
        <source>%1 counter</source>
        <translation>%1 jeton</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="38"/>
        <source>%1 counters</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="44"/>
        <source>your %1 face-down cards, all together</source>
        <translation>vos %1 cartes cachées, toutes ensemble</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="46"/>
        <source>your next card (face down)</source>
        <translation>votre prochaine carte (cachée)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="48"/>
        <source>the turn-up (face down)</source>
        <translation>la retourne (cachée)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="50"/>
        <source>the %1, the best trump</source>
        <translation>%1, le meilleur atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="53"/>
        <source>%1&apos;s %2 face-down cards, all together</source>
        <translation>les %2 cartes cachées de %1, toutes ensemble</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="55"/>
        <source>%1&apos;s next card (face down)</source>
        <translation>la prochaine carte de %1 (cachée)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="61"/>
        <source>their next card (face down)</source>
        <translation>sa prochaine carte (cachée)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="64"/>
        <source>their %1 face-down cards, all together</source>
        <translation>ses %1 cartes cachées, toutes ensemble</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="72"/>
        <source>a face-down card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="74"/>
        <source>%1 face-down cards</source>
        <translation>%1 cartes cachées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="75"/>
        <source>the turn-up</source>
        <translation>la retourne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="80"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="81"/>
        <source>You have nothing you may offer now (a card is offered three times a deal at most).</source>
        <translation>Vous n&apos;avez rien à offrir maintenant (une carte est offerte trois fois au plus par donne).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="85"/>
        <source>That price is not allowed: a bid must beat the best bid and stay below the asking price.</source>
        <translation>Ce prix n&apos;est pas permis&#xa0;: une enchère doit dépasser la meilleure enchère et rester sous le prix demandé.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="89"/>
        <source>Your purse does not hold that many counters.</source>
        <translation>Votre bourse ne contient pas autant de jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="90"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="92"/>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="98"/>
        <source>%1 gets the first knave and deals first.</source>
        <translation>%1 reçoit le premier valet et donne en premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="99"/>
        <source>You get the first knave and deal first.</source>
        <translation>Vous recevez le premier valet et donnez en premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="102"/>
        <source>Deal %2: %1 deals and pays two into the pool, everyone else one.</source>
        <translation>Donne %2&#xa0;: %1 donne et paie deux à la cagnotte, chacun des autres un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="103"/>
        <source>Deal %2: you deal and pay two into the pool, everyone else one.</source>
        <translation>Donne %2&#xa0;: vous donnez et payez deux à la cagnotte, chacun des autres un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="106"/>
        <source>%1 turns up the %2 for trumps.</source>
        <translation>%1 retourne l&apos;atout&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="107"/>
        <source>You turn up the %2 for trumps.</source>
        <translation>Vous retournez l&apos;atout&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="110"/>
        <source>%1 turns up the %2.</source>
        <translation>%1 retourne&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="111"/>
        <source>You turn up the %2.</source>
        <translation>Vous retournez&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="114"/>
        <source>%1 turns up the %2, a higher trump: it goes to %3.</source>
        <translation>%1 retourne&#xa0;: %2, un atout plus haut, qui va à %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="115"/>
        <source>You turn up the %2, a higher trump: it goes to %3.</source>
        <translation>Vous retournez&#xa0;: %2, un atout plus haut, qui va à %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="118"/>
        <source>%1 is the chief hand with the %2.</source>
        <translation>%1 est la main maîtresse avec %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="119"/>
        <source>You are the chief hand with the %2.</source>
        <translation>Vous êtes la main maîtresse avec %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="122"/>
        <source>%1 keeps the %2.</source>
        <translation>%1 garde %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="123"/>
        <source>You keep the %2.</source>
        <translation>Vous gardez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="126"/>
        <source>%1 offers %2 for %3.</source>
        <translation>%1 offre %2 pour %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="127"/>
        <source>You offer %2 for %3.</source>
        <translation>Vous offrez %2 pour %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="129"/>
        <source>%1 bids %2.</source>
        <translation>%1 enchérit %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="129"/>
        <source>You bid %2.</source>
        <translation>Vous enchérissez %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="131"/>
        <source>%1 refuses.</source>
        <translation>%1 refuse.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="132"/>
        <source>You refuse.</source>
        <translation>Vous refusez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="135"/>
        <source>%1 asks %2 instead.</source>
        <translation>%1 demande %2 à la place.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="136"/>
        <source>You ask %2 instead.</source>
        <translation>Vous demandez %2 à la place.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="139"/>
        <source>%1 keeps it rather than take the bid.</source>
        <translation>%1 garde la carte plutôt que d&apos;accepter l&apos;enchère.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="140"/>
        <source>You keep it rather than take the bid.</source>
        <translation>Vous gardez la carte plutôt que d&apos;accepter l&apos;enchère.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="143"/>
        <source>%3 buys %2 from %1 for %4.</source>
        <translation>%3 achète %2 à %1 pour %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="144"/>
        <source>%3 buys %2 from you for %4.</source>
        <translation>%3 vous achète %2 pour %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="147"/>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="148"/>
        <source>You buy %2 from %1 for %4.</source>
        <translation>Vous achetez %2 à %1 pour %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="151"/>
        <source>%1 looks at a card out of turn, pays the penalty and cannot take the pool this deal.</source>
        <translation>%1 regarde une carte hors de son tour, paie la pénalité et ne peut pas prendre la cagnotte de cette donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="155"/>
        <source>You look at one of your cards: the %2. You pay the penalty and cannot take the pool.</source>
        <translation>Vous regardez l&apos;une de vos cartes&#xa0;: %2. Vous payez la pénalité et ne pouvez pas prendre la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="161"/>
        <source>%1 wins with the %2.</source>
        <translation>%1 gagne avec %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="162"/>
        <source>You win with the %2.</source>
        <translation>Vous gagnez avec %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="165"/>
        <source>%1 takes the pool: %2.</source>
        <translation>%1 prend la cagnotte&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="166"/>
        <source>You take the pool: %2.</source>
        <translation>Vous prenez la cagnotte&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="169"/>
        <source>%1 pays %2 for a knave or five turned up.</source>
        <translation>%1 paie %2 pour un valet ou un cinq retourné.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="170"/>
        <source>You pay %2 for a knave or five turned up.</source>
        <translation>Vous payez %2 pour un valet ou un cinq retourné.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="173"/>
        <source>%1 pays %2 into the pool.</source>
        <translation>%1 paie %2 à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="174"/>
        <source>You pay %2 into the pool.</source>
        <translation>Vous payez %2 à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="177"/>
        <source>%1 takes %2 of the pool left at the end.</source>
        <translation>%1 reçoit %2 de la cagnotte restée à la fin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="178"/>
        <source>You take %2 of the pool left at the end.</source>
        <translation>Vous recevez %2 de la cagnotte restée à la fin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="181"/>
        <source>%1 buys in again.</source>
        <translation>%1 rachète des jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="182"/>
        <source>You buy in again.</source>
        <translation>Vous rachetez des jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="185"/>
        <source>%1 holds the best trump but looked out of turn: the pool stays for the next deal.</source>
        <translation>%1 tient le meilleur atout mais a regardé hors de son tour&#xa0;: la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="188"/>
        <source>You hold the best trump but looked out of turn: the pool stays for the next deal.</source>
        <translation>Vous tenez le meilleur atout mais avez regardé hors de votre tour&#xa0;: la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="195"/>
        <source>The turn-up is the %2; it belongs to the pool.</source>
        <translation>La retourne est&#xa0;: %2&#xa0;; elle appartient à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="196"/>
        <source>Nobody buys.</source>
        <translation>Personne n&apos;achète.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="197"/>
        <source>The %2 turned up ends the hand at once.</source>
        <translation>La retourne (%2) termine la donne aussitôt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="198"/>
        <source>The spare hand: %2.</source>
        <translation>La main de réserve&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="199"/>
        <source>The spare hand holds a better trump: the pool stays for the next deal.</source>
        <translation>La main de réserve contient un meilleur atout&#xa0;: la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="202"/>
        <source>The turn-up belongs to the pool and was not beaten: the pool stays for the next deal.</source>
        <translation>La retourne appartient à la cagnotte et n&apos;a pas été battue&#xa0;: la cagnotte reste pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="255"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="286"/>
        <source>The game is over. You win, %1 up.</source>
        <translation>La partie est terminée. Vous gagnez, avec %1 de plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="290"/>
        <source>The game is over. You finish %1 up.</source>
        <translation>La partie est terminée. Vous finissez avec %1 de plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="293"/>
        <source>The game is over. You finish %1 down.</source>
        <translation>La partie est terminée. Vous finissez avec %1 de moins.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="298"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="39"/>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="40"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="41"/>
        <source>Cribbage statistics</source>
        <translation>Statistiques du cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="43"/>
        <source>&amp;Every game</source>
        <translation>&amp;Tous les jeux</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="44"/>
        <source>&amp;Cribbage</source>
        <translation>&amp;Cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="47"/>
        <source>A game abandoned after your first move counts as played and not won. A game in which you took back a move is not counted; it is listed under “With undo”.</source>
        <translation>Une partie abandonnée après votre premier coup compte comme jouée et non gagnée. Une partie où vous avez annulé un coup ne compte pas&#xa0;; elle figure sous «&#xa0;Avec annulation&#xa0;».</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="53"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="84"/>
        <source>Game and house rules</source>
        <translation>Jeu et règles maison</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="78"/>
        <source>Current run of wins</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="78"/>
        <source>Best run</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="78"/>
        <source>Net counters</source>
        <translation>Jetons nets</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>Abandoned</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>With undo</source>
        <translation>Avec annulation</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="84"/>
        <source>Lurches and skunks given</source>
        <translation>Lurchs et capots infligés</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="84"/>
        <source>Taken</source>
        <translation>Subis</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Pegging a deal</source>
        <translation>Jeu par donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Hand a deal</source>
        <translation>Main par donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Crib a deal</source>
        <translation>Crib par donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Best hand</source>
        <translation>Meilleure main</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="149"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="153"/>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="153"/>
        <source>Forget every game played so far?</source>
        <translation>Oublier toutes les parties jouées jusqu’ici&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/seats.py" line="12"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/seats.py" line="13"/>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/seat_items.py" line="124"/>
        <source>D</source>
        <comment>badge on the dealer&apos;s seat</comment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>Trading</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="118"/>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="159"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="238"/>
        <source>The game is resumed where you left it.</source>
        <translation>La partie reprend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="340"/>
        <source>purse %1</source>
        <translation>bourse %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="342"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="345"/>
        <source>stands</source>
        <translation>reste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="346"/>
        <source>has passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="347"/>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="352"/>
        <source>counters %1</source>
        <translation>jetons %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="354"/>
        <source>tricks %1</source>
        <translation>plis %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="356"/>
        <source>to act</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="361"/>
        <source>Pool: %1</source>
        <translation>Cagnotte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="365"/>
        <source>You deal (hand %1 of %2)</source>
        <translation>Vous donnez (donne %1 sur %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="368"/>
        <source>%1 deals (hand %2 of %3)</source>
        <translation>%1 donne (donne %2 sur %3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="371"/>
        <source>Stock: %1 cards</source>
        <translation>Pioche&#xa0;: %1 cartes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="373"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="34"/>
        <source>You pay %1 %2.</source>
        <translation>Vous payez %2 à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="35"/>
        <source>You pay %1 into the pool.</source>
        <translation>Vous payez %1 à la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="38"/>
        <source>You receive %1 from %2.</source>
        <translation>Vous recevez %1 de %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="39"/>
        <source>You take %1 from the pool.</source>
        <translation>Vous prenez %1 dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="49"/>
        <source>%1 takes %3 from the pool.</source>
        <translation>%1 prend %3 dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="50"/>
        <source>%2 (the dealer) pays %1 %3.</source>
        <translation>%2 (le donneur) paie %3 à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="51"/>
        <source>%2 stood and was beaten: pays %1 %3.</source>
        <translation>%2 est resté et a été battu&#xa0;: paie %3 à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="52"/>
        <source>%2 pays %1 %3.</source>
        <translation>%2 paie %3 à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="53"/>
        <source>%1 takes %3 from the pool for the best hand.</source>
        <translation>%1 prend %3 dans la cagnotte pour la meilleure main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="54"/>
        <source>%2, the dealer, was beaten holding a combination: pays %1 %3.</source>
        <translation>%2, le donneur, a été battu avec une combinaison&#xa0;: paie %3 à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="57"/>
        <source>%2 pays %3 into the pool for a horse.</source>
        <translation>%2 paie %3 à la cagnotte pour un cheval.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="58"/>
        <source>%1 holds the last counters and takes %3 from the pool.</source>
        <translation>%1 tient les derniers jetons et prend %3 dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="61"/>
        <source>%1 takes back %3 left in the pool.</source>
        <translation>%1 reprend %3 restés dans la cagnotte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="62"/>
        <source>%1 takes the pool of %3.</source>
        <translation>%1 prend la cagnotte de %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="63"/>
        <source>%1 takes %3 from the pool for the most tricks.</source>
        <translation>%1 prend %3 dans la cagnotte pour le plus de plis.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="66"/>
        <source>%2 pays %3 into the pool for the counters.</source>
        <translation>%2 paie %3 à la cagnotte pour les jetons.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="78"/>
        <source>You deal first.</source>
        <translation>Vous donnez le premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="79"/>
        <source>%1 deals first.</source>
        <translation>%1 donne le premier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="82"/>
        <source>Your cards: %1</source>
        <translation>Vos cartes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="94"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="95"/>
        <source>The trading has gone round long enough: you must stand.</source>
        <translation>Le commerce a fait assez de tours&#xa0;: vous devez rester.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="98"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="99"/>
        <source>One card a turn: you have traded, so stand now or let the turn pass on.</source>
        <translation>Une carte par tour&#xa0;: vous avez commercé, restez donc maintenant ou laissez passer le tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="102"/>
        <source>There is nobody left to barter with.</source>
        <translation>Il n’y a plus personne avec qui troquer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="103"/>
        <source>In the old game you exchange only with the cards on the table.</source>
        <translation>Dans l’ancien jeu, vous n’échangez qu’avec les cartes de la table.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="106"/>
        <source>Your bird sings: you must say so.</source>
        <translation>Votre oiseau chante&#xa0;: vous devez le dire.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="107"/>
        <source>Your bird does not sing yet.</source>
        <translation>Votre oiseau ne chante pas encore.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="108"/>
        <source>The stock has no card of another suit.</source>
        <translation>La pioche n’a pas de carte d’une autre couleur.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="111"/>
        <source>Choose one of your cards first (click it, or use the arrow keys).</source>
        <translation>Choisissez d’abord une de vos cartes (cliquez-la, ou utilisez les flèches).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="114"/>
        <source>Choose one of the cards on the table too (click it, or Up and Down).</source>
        <translation>Choisissez aussi une des cartes de la table (cliquez-la, ou flèches haut et bas).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="117"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="118"/>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="123"/>
        <source>You finish best, %1 counters up.</source>
        <translation>Vous finissez premier, avec %1 jetons de gain.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="124"/>
        <source>The game is over: you finish %1.</source>
        <translation>La partie est terminée&#xa0;: vous finissez à %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="128"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Tricks</name>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="16"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="20"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="35"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="36"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="37"/>
        <source>Game resumed.</source>
        <translation>Partie reprise.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="38"/>
        <source>A computer player failed: %1</source>
        <translation>Un joueur de l&apos;ordinateur a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="39"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="40"/>
        <source>Turn-up</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="41"/>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="42"/>
        <source>You may not look at your cards until the beg is settled.</source>
        <translation>Vous ne pouvez pas regarder vos cartes avant que la mendicité soit réglée.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="45"/>
        <source>Partners</source>
        <translation>Partenaires</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="53"/>
        <source>Trumps: %1 %2</source>
        <translation>Atout&#xa0;: %1 %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="57"/>
        <source>Tricks: %1</source>
        <translation>Plis&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="61"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="281"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="374"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="65"/>
        <source>Game: %1 points</source>
        <translation>Partie&#xa0;: %1 points</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="69"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="76"/>
        <source>I made %1</source>
        <translation>Nous avons %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="79"/>
        <source>Rob, putting out the %1</source>
        <translation>Voler, en écartant le %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="82"/>
        <source>&amp;Beg</source>
        <translation>&amp;Mendier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="83"/>
        <source>&amp;Stand</source>
        <translation>R&amp;ester</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="84"/>
        <source>&amp;Give one</source>
        <translation>Donner un &amp;point</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="86"/>
        <source>Do &amp;not rob</source>
        <translation>&amp;Ne pas voler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="87"/>
        <source>Play on for a &amp;jink</source>
        <translation>Continuer pour un &amp;jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="88"/>
        <source>Take the &amp;pool now</source>
        <translation>&amp;Prendre la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="89"/>
        <source>Ask to &amp;five it</source>
        <translation>Demander le fi&amp;ving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="90"/>
        <source>&amp;Keep the trump</source>
        <translation>&amp;Garder l&apos;atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="91"/>
        <source>&amp;Five it</source>
        <translation>Fi&amp;ver</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="85"/>
        <source>R&amp;un the cards</source>
        <translation>Redistri&amp;buer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="92"/>
        <source>Ref&amp;use</source>
        <translation>Ref&amp;user</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="102"/>
        <source>Lead any card.</source>
        <translation>Entamez n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="104"/>
        <source>Play a card to the trick.</source>
        <translation>Jouez une carte au pli.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="107"/>
        <source>Your cards are dealt. Stand, or beg for a point?</source>
        <translation>Vos cartes sont distribuées. Rester, ou mendier un point&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="108"/>
        <source>The elder hand begs. Give one point, or run the cards for a new trump?</source>
        <translation>Le premier en main mendie. Donner un point, ou redistribuer pour un nouvel atout&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="111"/>
        <source>Without looking at your tricks: how many points did your side make this hand?</source>
        <translation>Sans regarder vos plis&#xa0;: combien de points votre camp a-t-il faits dans cette donne&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="114"/>
        <source>You have won every trick so far. Take the pool now, or play on for all five (a jink)?</source>
        <translation>Vous avez gagné tous les plis jusque-là. Prendre la cagnotte maintenant, ou continuer pour les cinq (un jink)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="117"/>
        <source>Keep this trump, or ask the dealer to five it?</source>
        <translation>Garder cet atout, ou demander au donneur le fiving&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="118"/>
        <source>You are asked to five it: turn up a new trump?</source>
        <translation>On vous demande le fiving&#xa0;: retourner un nouvel atout&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="125"/>
        <source>You turned up an ace: you may take it, putting out a card face down. Not robbing costs nothing.</source>
        <translation>Vous avez retourné un as&#xa0;: vous pouvez le prendre en écartant une carte face cachée. Ne pas voler ne coûte rien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="130"/>
        <source>You hold the ace of trumps: rob the turn-up, putting out a card face down. If you do not rob, you cannot win the pool this hand.</source>
        <translation>Vous avez l&apos;as d&apos;atout&#xa0;: volez la retourne en écartant une carte face cachée. Si vous ne volez pas, vous ne pouvez gagner la cagnotte dans cette donne.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="135"/>
        <source>You hold the ace of trumps: you may rob the turn-up, putting out a card face down. Not robbing costs nothing.</source>
        <translation>Vous avez l&apos;as d&apos;atout&#xa0;: vous pouvez voler la retourne en écartant une carte face cachée. Ne pas voler ne coûte rien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="150"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="151"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="152"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="183"/>
        <source>You cannot do that now.</source>
        <translation>Vous ne pouvez pas faire cela maintenant.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="154"/>
        <source>You hold a card of the suit led (%1): follow suit or play a trump (%2).</source>
        <translation>Vous avez une carte de la couleur demandée (%1)&#xa0;: fournissez ou jouez atout (%2).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="161"/>
        <source>A trump was led: you must play a trump (%1) if you hold one.</source>
        <translation>Atout a été entamé&#xa0;: vous devez jouer atout (%1) si vous en avez.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="166"/>
        <source>You must follow a trump: the five, the knave and the ace of hearts may renege only against a lower trump.</source>
        <translation>Vous devez fournir à l&apos;atout&#xa0;: le cinq, le valet et l&apos;as de cœur ne peuvent être retenus que contre un atout plus faible.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="172"/>
        <source>You hold a card of the suit led (%1): follow suit or trump; discard only when you hold none.</source>
        <translation>Vous avez une carte de la couleur demandée (%1)&#xa0;: fournissez ou coupez&#xa0;; défaussez seulement si vous n&apos;en avez pas.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="179"/>
        <source>You hold the ace of trumps: rob the turn-up (or decline) before you play.</source>
        <translation>Vous avez l&apos;as d&apos;atout&#xa0;: volez la retourne (ou renoncez-y) avant de jouer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="189"/>
        <source>High</source>
        <translation>High</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="190"/>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="191"/>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="192"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="193"/>
        <source>the knave turned up</source>
        <translation>le valet retourné</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="194"/>
        <source>the point given</source>
        <translation>le point donné</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="195"/>
        <source>a player not following</source>
        <translation>un joueur qui n&apos;a pas fourni</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="196"/>
        <source>a miscount</source>
        <translation>une erreur de compte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="197"/>
        <source>a trick</source>
        <translation>un pli</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="198"/>
        <source>a jink</source>
        <translation>un jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="208"/>
        <source>%1: cut the %2</source>
        <translation>%1&#xa0;: coupe %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="213"/>
        <source>Equal cards: everyone cuts again.</source>
        <translation>Cartes égales&#xa0;: tout le monde coupe à nouveau.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="218"/>
        <source>The two highest, %1, play against the two lowest, %2.</source>
        <translation>Les deux plus hautes coupes, %1, jouent contre les deux plus basses, %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="222"/>
        <source>First dealer: %1</source>
        <translation>Premier donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="224"/>
        <source>Deal %1, dealer: %2</source>
        <translation>Donne %1, donneur&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="228"/>
        <source>The %1 turns up: the same suit, so the cards are run again.</source>
        <translation>Le %1 est retourné&#xa0;: même couleur, on redistribue donc.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="234"/>
        <source>The %1 is turned up: %2 are trumps.</source>
        <translation>Le %1 est retourné&#xa0;: %2 est atout.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="239"/>
        <source>%1: stand</source>
        <translation>%1&#xa0;: je reste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="241"/>
        <source>%1: I beg</source>
        <translation>%1&#xa0;: je mendie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="243"/>
        <source>%1: take one</source>
        <translation>%1&#xa0;: prends-en un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="245"/>
        <source>%1: run the cards</source>
        <translation>%1&#xa0;: je redistribue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="247"/>
        <source>The pack ran out before the suit changed: the cards are dealt again.</source>
        <translation>Le jeu s&apos;est épuisé avant que la couleur change&#xa0;: les cartes sont redistribuées.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="252"/>
        <source>%1: leads the %2</source>
        <translation>%1&#xa0;: entame le %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="254"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="301"/>
        <source>%1: the %2</source>
        <translation>%1&#xa0;: le %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="259"/>
        <source>Trick to %1</source>
        <translation>Pli pour %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="264"/>
        <source>%1: minus %2 for %3 (now %4).</source>
        <translation>%1&#xa0;: moins %2 pour %3 (maintenant %4).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="271"/>
        <source>%1: %2 for %3 (now %4).</source>
        <translation>%1&#xa0;: %2 pour %3 (maintenant %4).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="287"/>
        <source>Cards counted for Game: %1.</source>
        <translation>Cartes comptées pour Game&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="289"/>
        <source>Each side counts its points without looking.</source>
        <translation>Chaque camp compte ses points sans regarder.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="291"/>
        <source>%1: we made %2</source>
        <translation>%1&#xa0;: nous avons %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="294"/>
        <source>%1: counted %2, made %3</source>
        <translation>%1&#xa0;: a compté %2, a fait %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="307"/>
        <source>%1: %2 into the pool (pool %3)</source>
        <translation>%1&#xa0;: %2 dans la cagnotte (cagnotte %3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="314"/>
        <source>%1: a jink! %2 from the pool</source>
        <translation>%1&#xa0;: un jink&#xa0;! %2 de la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="316"/>
        <source>%1: %2, a share of the pool</source>
        <translation>%1&#xa0;: %2, une part de la cagnotte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="317"/>
        <source>%1: takes the pool, %2</source>
        <translation>%1&#xa0;: prend la cagnotte, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="321"/>
        <source>%1: robs the turn-up, the %2</source>
        <translation>%1&#xa0;: vole la retourne, le %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="331"/>
        <source>%1: did not rob, and may not win the pool this hand</source>
        <translation>%1&#xa0;: n&apos;a pas volé et ne peut gagner la cagnotte dans cette donne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="334"/>
        <source>%1: does not rob</source>
        <translation>%1&#xa0;: ne vole pas</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="336"/>
        <source>%1: keep the trump</source>
        <translation>%1&#xa0;: je garde l&apos;atout</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="338"/>
        <source>%1: five it?</source>
        <translation>%1&#xa0;: fiving&#xa0;?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="340"/>
        <source>%1: fives it</source>
        <translation>%1&#xa0;: five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="342"/>
        <source>%1: refuses to five it</source>
        <translation>%1&#xa0;: refuse le fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="345"/>
        <source>%1: takes the pool rather than play on for a jink</source>
        <translation>%1&#xa0;: prend la cagnotte plutôt que de continuer pour un jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="348"/>
        <source>%1: plays on for a jink</source>
        <translation>%1&#xa0;: continue pour un jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="350"/>
        <source>%1: the jink failed, the pool stays</source>
        <translation>%1&#xa0;: le jink a échoué, la cagnotte reste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="352"/>
        <source>No one won enough tricks: the hand is spoilt, the pool stays.</source>
        <translation>Personne n&apos;a gagné assez de plis&#xa0;: le coup est gâché, la cagnotte reste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="357"/>
        <source>Game to %1.</source>
        <translation>Partie pour %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="363"/>
        <source>You win!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="365"/>
        <source>You lose.</source>
        <translation>Vous avez perdu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="370"/>
        <source>Pool: %1</source>
        <translation>Cagnotte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="378"/>
        <source>Robbed by %1: the %2</source>
        <translation>Volé par %1&#xa0;: le %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="382"/>
        <source>%1 may not win the pool this hand</source>
        <translation>%1 ne peut gagner la cagnotte dans cette donne</translation>
    </message>
</context>
</TS>

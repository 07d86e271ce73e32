<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Banking</name>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="66"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="70"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="83"/>
        <source>Counters</source>
        <translation>Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="86"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="188"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="576"/>
        <source>Purse %1 · net %2</source>
        <translation>Kasse %1 · netto %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="583"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="55"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="558"/>
        <source>Stock: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="146"/>
        <source>Pone&apos;s pile: %1</source>
        <translation>Stapel des Pone: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="153"/>
        <source>The deal is offered for %1.</source>
        <translation>Das Geben wird für %1 angeboten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="552"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="182"/>
        <source>pone</source>
        <translation>Pone</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/felt.py" line="254"/>
        <source>D</source>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="110"/>
        <source>The game is resumed.</source>
        <translation>Die Partie wird fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="168"/>
        <source>Coup %1 of %2</source>
        <translation>Coup %1 von %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/table.py" line="170"/>
        <source>Hand %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="23"/>
        <source>%1 counter</source>
        <translation>%1 Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="24"/>
        <source>%1 counters</source>
        <translation>%1 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="34"/>
        <source>&amp;Stake</source>
        <translation>&amp;Setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="35"/>
        <source>&amp;Double</source>
        <translation>&amp;Verdoppeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="36"/>
        <source>&amp;No double</source>
        <translation>&amp;Nicht verdoppeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="37"/>
        <source>&amp;Yes, a card</source>
        <translation>&amp;Ja, eine Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="38"/>
        <source>&amp;Content</source>
        <translation>&amp;Genug</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="39"/>
        <source>D&amp;ivide</source>
        <translation>T&amp;eilen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="40"/>
        <source>&amp;Keep the deal</source>
        <translation>Geben &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="41"/>
        <source>Sell the deal for %1</source>
        <translation>Geben für %1 verkaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="42"/>
        <source>&amp;Buy the deal</source>
        <translation>Geben &amp;kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="45"/>
        <source>&amp;Put up the bank</source>
        <translation>Bank &amp;setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="46"/>
        <source>&amp;Keep the bank</source>
        <translation>Bank &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="47"/>
        <source>&amp;Pass the deal</source>
        <translation>Bank &amp;abgeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="48"/>
        <source>Ta&amp;ke the bank</source>
        <translation>Bank &amp;übernehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="49"/>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="50"/>
        <source>&amp;Banco</source>
        <translation>&amp;Banco</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="51"/>
        <source>&amp;No banco</source>
        <translation>&amp;Kein Banco</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="52"/>
        <source>Stan&amp;d</source>
        <translation>&amp;Stehen bleiben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="53"/>
        <source>&amp;Fresh packs</source>
        <translation>&amp;Neue Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="55"/>
        <source>&amp;Cut</source>
        <translation>&amp;Abheben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="56"/>
        <source>Reject packet &amp;%1</source>
        <translation>Päckchen &amp;%1 ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="112"/>
        <source>%1: “double”.</source>
        <translation>%1: „Doppelt“.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="113"/>
        <source>%1: no double.</source>
        <translation>%1: nicht verdoppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="114"/>
        <source>%1: content.</source>
        <translation>%1: genug.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="115"/>
        <source>%1: over-drawn.</source>
        <translation>%1: überkauft.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="116"/>
        <source>%1: twenty-one.</source>
        <translation>%1: einundzwanzig.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="117"/>
        <source>%1: a natural too; neither pays.</source>
        <translation>%1: ebenfalls ein Natural; keiner zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="118"/>
        <source>%1: the deal is for sale.</source>
        <translation>%1: das Geben ist zu verkaufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="119"/>
        <source>%1: buys the deal.</source>
        <translation>%1: kauft das Geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="120"/>
        <source>%1: no, thank you.</source>
        <translation>%1: nein, danke.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="122"/>
        <source>%1: the bank stays at %2.</source>
        <translation>%1: die Bank bleibt bei %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="123"/>
        <source>%1: I pass the deal (the bank stands at %2).</source>
        <translation>%1: Ich gebe die Bank ab (sie steht bei %2).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="124"/>
        <source>%1: not at that amount.</source>
        <translation>%1: nicht zu diesem Betrag.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="125"/>
        <source>%1: banco! %2 against the whole bank.</source>
        <translation>%1: Banco! %2 gegen die ganze Bank.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="126"/>
        <source>%1: no banco.</source>
        <translation>%1: kein Banco.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="127"/>
        <source>%1: no stake.</source>
        <translation>%1: kein Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="128"/>
        <source>Nobody stakes: no coup.</source>
        <translation>Niemand setzt: kein Coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="129"/>
        <source>The packs are dealt out: the bank passes on.</source>
        <translation>Die Kartenspiele sind ausgegeben: die Bank geht weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="130"/>
        <source>The bank is broken: %1 gives it up.</source>
        <translation>Die Bank ist gesprengt: %1 gibt sie auf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="131"/>
        <source>%1: fresh packs!</source>
        <translation>%1: neue Karten!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="132"/>
        <source>%1: a false draw at %2.</source>
        <translation>%1: falsches Ziehen bei %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="133"/>
        <source>%1: no card.</source>
        <translation>%1: keine Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="135"/>
        <source>%1: packet %2 rejected; it is the dealer&apos;s.</source>
        <translation>%1: Päckchen %2 abgelehnt; es gehört dem Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="147"/>
        <source>The bank wins with %1.</source>
        <translation>Die Bank gewinnt mit %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="149"/>
        <source>The punters win against %1.</source>
        <translation>Die Pointeure gewinnen gegen %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="151"/>
        <source>A tie at %1: the stakes stand over.</source>
        <translation>Gleichstand bei %1: die Einsätze bleiben stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="154"/>
        <source>The bank has %1: each tableau is settled on its own.</source>
        <translation>Die Bank hat %1: jedes Tableau wird für sich abgerechnet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="161"/>
        <source>natural of the dealer</source>
        <translation>Natural des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="162"/>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="518"/>
        <source>natural</source>
        <translation>Natural</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="163"/>
        <source>privilege of the natural</source>
        <translation>Vorrecht des Naturals</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="164"/>
        <source>over-drawn</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="165"/>
        <source>the dealer over-drew</source>
        <translation>der Geber hat sich überkauft</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="166"/>
        <source>the dealer&apos;s twenty-one</source>
        <translation>die Einundzwanzig des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="167"/>
        <source>twenty-one</source>
        <translation>Einundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="168"/>
        <source>beats the dealer</source>
        <translation>schlägt den Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="169"/>
        <source>the dealer is higher</source>
        <translation>der Geber liegt höher</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="170"/>
        <source>a tie goes to the dealer</source>
        <translation>Gleichstand gewinnt der Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="171"/>
        <source>share of the ties</source>
        <translation>Anteil aus den Gleichständen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="172"/>
        <source>penalty for over-drawing</source>
        <translation>Strafe fürs Überkaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="173"/>
        <source>to the pool</source>
        <translation>in den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="174"/>
        <source>the pool goes to the natural</source>
        <translation>der Pott geht an den Natural</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="175"/>
        <source>price of the deal</source>
        <translation>Preis des Gebens</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="176"/>
        <source>the pool shared at the end</source>
        <translation>der Pott am Ende geteilt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="177"/>
        <source>buys in</source>
        <translation>kauft nach</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="179"/>
        <source>the bank put up</source>
        <translation>die Bank gesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="180"/>
        <source>a stake</source>
        <translation>ein Einsatz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="181"/>
        <source>the coup</source>
        <translation>der Coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="182"/>
        <source>the stake back</source>
        <translation>der Einsatz zurück</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="183"/>
        <source>the bank back to its banker</source>
        <translation>die Bank zurück an den Bankhalter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="184"/>
        <source>fine for a false draw</source>
        <translation>Strafe für falsches Ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="185"/>
        <source>liable for a false draw</source>
        <translation>haftet für falsches Ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="186"/>
        <source>fresh packs</source>
        <translation>neue Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="188"/>
        <source>the packet is higher</source>
        <translation>das Päckchen ist höher</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="189"/>
        <source>the dealer&apos;s packet is as high or higher</source>
        <translation>das Päckchen des Gebers ist gleich hoch oder höher</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="195"/>
        <source>Pool</source>
        <translation>Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="196"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="197"/>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="202"/>
        <source>Packet %1</source>
        <translation>Päckchen %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="212"/>
        <source>%1: %2 more from the box.</source>
        <translation>%1: %2 mehr aus der Kasse der Bank.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="219"/>
        <source>%1 → %2: %3 (%4).</source>
        <translation>%1 → %2: %3 (%4).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="236"/>
        <source>Cut for the deal, %1: %2.</source>
        <translation>Ziehen um das Geben, %1: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="243"/>
        <source>You are dealt the first ace and deal.</source>
        <translation>Sie bekommen das erste Ass und geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="248"/>
        <source>Coup %1.</source>
        <translation>Coup %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="257"/>
        <source>%1: %2 on packet %3.</source>
        <translation>%1: %2 auf Päckchen %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="300"/>
        <source>The bought deal goes to %1.</source>
        <translation>Das gekaufte Geben geht an %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="310"/>
        <source>The deal passes to %1.</source>
        <translation>Das Geben geht an %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="249"/>
        <source>Hand %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="326"/>
        <source>A card for %1: %2.</source>
        <translation>Eine Karte für %1: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="263"/>
        <source>%1: a stake of %2.</source>
        <translation>%1: Einsatz %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="270"/>
        <source>%1: the deal is for sale at %2.</source>
        <translation>%1: das Geben ist für %2 zu verkaufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="276"/>
        <source>%1: buys the deal for %2.</source>
        <translation>%1: kauft das Geben für %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="379"/>
        <source>%1: a natural! %2.</source>
        <translation>%1: ein Natural! %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="385"/>
        <source>%1: %2 turned up.</source>
        <translation>%1: %2 aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="387"/>
        <source>%1: %2 shown.</source>
        <translation>%1: %2 gezeigt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="290"/>
        <source>%1: a pair divided.</source>
        <translation>%1: ein Paar geteilt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="43"/>
        <source>Ref&amp;use</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="96"/>
        <source>Cards in the packet (type the number):</source>
        <translation>Karten im Päckchen (Zahl eintippen):</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="97"/>
        <source>Amount (type the number):</source>
        <translation>Betrag (Zahl eintippen):</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="103"/>
        <source>&amp;Stake nothing</source>
        <translation>&amp;Setzen: nichts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="301"/>
        <source>%1 is dealt the first ace and deals.</source>
        <translation>%1 bekommt das erste Ass und gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="302"/>
        <source>The first bank goes to %1 (seats drawn by lot).</source>
        <translation>Die erste Bank geht an %1 (die Plätze wurden ausgelost).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="303"/>
        <source>The bank goes to %1 at the same amount.</source>
        <translation>Die Bank geht zum selben Betrag an %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="304"/>
        <source>The bank passes to %1.</source>
        <translation>Die Bank geht an %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="305"/>
        <source>The deal goes to %1, who cut the lowest card.</source>
        <translation>Das Geben geht an %1, der die niedrigste Karte gezogen hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="306"/>
        <source>The dealer lost all round: the deal passes to %1.</source>
        <translation>Der Geber hat an alle verloren: das Geben geht an %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="318"/>
        <source>%1: a packet of %2 cards.</source>
        <translation>%1: ein Päckchen von %2 Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="331"/>
        <source>Your card, face down: %1.</source>
        <translation>Ihre Karte, verdeckt: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="339"/>
        <source>The last card goes to the pone (%1), who shuffles the used cards.</source>
        <translation>Die letzte Karte geht an den Pone (%1), der die gebrauchten Karten mischt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="343"/>
        <source>Shuffled by %1 and cut by the dealer.</source>
        <translation>Gemischt von %1, abgehoben vom Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="347"/>
        <source>The croupier shuffles %1 packs together.</source>
        <translation>Der Croupier mischt %1 Kartenspiele zusammen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="358"/>
        <source>%1: the bottom card is %2.</source>
        <translation>%1: die unterste Karte ist %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="366"/>
        <source>%1: a natural %2 (%3).</source>
        <translation>%1: ein Natural %2 (%3).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="372"/>
        <source>%1: %2 shown (%3).</source>
        <translation>%1: %2 gezeigt (%3).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="400"/>
        <source>It is your deal. Keep it, or offer it for sale?</source>
        <translation>Sie sind mit Geben dran. Behalten Sie es, oder bieten Sie es zum Verkauf an?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="403"/>
        <source>The deal is offered for %1. Buy it?</source>
        <translation>Das Geben wird für %1 angeboten. Kaufen Sie es?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="407"/>
        <source>Look at your card and stake on it.</source>
        <translation>Sehen Sie Ihre Karte an und setzen Sie darauf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="409"/>
        <source>You are the dealer. Double the stakes?</source>
        <translation>Sie sind der Geber. Die Einsätze verdoppeln?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="411"/>
        <source>You have %1. A card, or content?</source>
        <translation>Sie haben %1. Eine Karte, oder genug?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="423"/>
        <source>Your bank stands at %1. Keep it, or pass the deal?</source>
        <translation>Ihre Bank steht bei %1. Behalten oder abgeben?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="426"/>
        <source>You hold the bank: choose how much to put up.</source>
        <translation>Sie halten die Bank: wählen Sie, wie viel Sie setzen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="428"/>
        <source>The deal is passed. Take the bank at %1?</source>
        <translation>Die Bank wird abgegeben. Übernehmen Sie sie zu %1?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="432"/>
        <source>Go banco, against the whole bank of %1?</source>
        <translation>Banco, gegen die ganze Bank von %1?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="437"/>
        <source>The other punters&apos; stakes already cover the bank of %1: you stake nothing this coup.</source>
        <translation>Die Einsätze der anderen Pointeure decken die Bank von %1 schon: Sie setzen in diesem Coup nichts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="441"/>
        <source>Choose your stake: together the stakes may not pass the bank of %1.</source>
        <translation>Wählen Sie Ihren Einsatz: zusammen dürfen die Einsätze die Bank von %1 nicht übersteigen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="446"/>
        <source>You hold %1 for the punters: you must stand (a card would be a false draw).</source>
        <translation>Sie halten %1 für die Pointeure: Sie müssen stehen bleiben (eine Karte wäre falsches Ziehen).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="450"/>
        <source>You hold %1 for the punters: you must take a card (standing would be a false draw).</source>
        <translation>Sie halten %1 für die Pointeure: Sie müssen eine Karte nehmen (Stehenbleiben wäre falsches Ziehen).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="455"/>
        <source>You hold five: a card or stand, as you choose.</source>
        <translation>Sie halten fünf: Karte oder stehen bleiben, wie Sie wollen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="456"/>
        <source>You hold %1 for the punters: a card or stand?</source>
        <translation>Sie halten %1 für die Pointeure: Karte oder stehen bleiben?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="460"/>
        <source>You hold %1 in the bank: a card or stand, as you choose.</source>
        <translation>Sie halten %1 in der Bank: Karte oder stehen bleiben, wie Sie wollen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="470"/>
        <source>Cut the pack into three packets: choose the size of the next.</source>
        <translation>Teilen Sie das Kartenspiel in drei Päckchen: wählen Sie die Größe des nächsten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="473"/>
        <source>Cut a packet from the top: four cards at least, your share at most.</source>
        <translation>Heben Sie ein Päckchen oben ab: mindestens vier Karten, höchstens Ihr Anteil.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="477"/>
        <source>Reject one of the three packets: it becomes the dealer&apos;s.</source>
        <translation>Lehnen Sie eines der drei Päckchen ab: es wird das des Gebers.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="482"/>
        <source>Stake on your packet, blind.</source>
        <translation>Setzen Sie blind auf Ihr Päckchen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="483"/>
        <source>Stake on packet %1, blind.</source>
        <translation>Setzen Sie blind auf Päckchen %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="491"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="492"/>
        <source>That stake is outside the limits of the game.</source>
        <translation>Dieser Einsatz liegt außerhalb der Grenzen der Partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="495"/>
        <source>Only a pair in the first two cards can be divided.</source>
        <translation>Nur ein Paar aus den ersten beiden Karten kann geteilt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="498"/>
        <source>No card is left to draw.</source>
        <translation>Es ist keine Karte mehr zum Ziehen da.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="499"/>
        <source>You have twenty-one: no more cards.</source>
        <translation>Sie haben einundzwanzig: keine Karte mehr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="500"/>
        <source>A false draw: with baccarat to four you must take the card.</source>
        <translation>Falsches Ziehen: mit Baccarat bis vier müssen Sie die Karte nehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="503"/>
        <source>A false draw: with six or seven you must stand.</source>
        <translation>Falsches Ziehen: mit sechs oder sieben müssen Sie stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="506"/>
        <source>The bank does not cover so much: stake less.</source>
        <translation>So viel deckt die Bank nicht: setzen Sie weniger.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="509"/>
        <source>Your purse does not hold so much.</source>
        <translation>So viel enthält Ihre Kasse nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="510"/>
        <source>Your purse cannot cover the bank.</source>
        <translation>Ihre Kasse kann die Bank nicht decken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="511"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="516"/>
        <source>content</source>
        <translation>genug</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="517"/>
        <source>over</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="519"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="520"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="521"/>
        <source>a tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="522"/>
        <source>the bank&apos;s hand</source>
        <translation>die Hand der Bank</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="523"/>
        <source>the punters&apos; hand</source>
        <translation>die Hand der Pointeure</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="524"/>
        <source>right tableau</source>
        <translation>rechtes Tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="525"/>
        <source>left tableau</source>
        <translation>linkes Tableau</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="526"/>
        <source>the dealer&apos;s</source>
        <translation>des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="527"/>
        <source>the company&apos;s</source>
        <translation>der Gesellschaft</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="537"/>
        <source>on packet %1</source>
        <translation>auf Päckchen %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="545"/>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="551"/>
        <source>banker</source>
        <translation>Bankhalter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="557"/>
        <source>Shoe: %1</source>
        <translation>Schlitten: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="563"/>
        <source>The game is over. You won %1.</source>
        <translation>Die Partie ist zu Ende. Sie haben %1 gewonnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="567"/>
        <source>The game is over. You lost %1.</source>
        <translation>Die Partie ist zu Ende. Sie haben %1 verloren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/banking/wording.py" line="570"/>
        <source>The game is over. You are even.</source>
        <translation>Die Partie ist zu Ende. Sie haben weder gewonnen noch verloren.</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/cards_row.py" line="78"/>
        <source>a card face down</source>
        <translation>eine verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="13"/>
        <source>knave</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="45"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="15"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="46"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="16"/>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="47"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="17"/>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="48"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="18"/>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="49"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="19"/>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="50"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="20"/>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="51"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="21"/>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="52"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="22"/>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="53"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="23"/>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="54"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="24"/>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="55"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="25"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="56"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="26"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="57"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="27"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="63"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="33"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="64"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="34"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="65"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="35"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="66"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="36"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="71"/>
        <location filename="../hoyle_desktop/ui/table/card_words.py" line="41"/>
        <source>%1 of %2</source>
        <translation>%2-%1</translation>
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
        <translation>B</translation>
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
        <translation>K</translation>
    </message>
</context>
<context>
    <name>Cassino</name>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="21"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="28"/>
        <source>Your turn: click a card; a card that takes shows what it takes.</source>
        <translation>Sie sind dran: Klicken Sie eine Karte an; eine Karte, die stechen kann, zeigt, was sie nimmt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="35"/>
        <source>Your %1 can take in more than one way: choose which cards to take.</source>
        <translation>Ihre %1 kann auf mehrere Arten nehmen: Wählen Sie, welche Karten Sie nehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="38"/>
        <source>Your %1 takes the cards marked. Click it again or press Enter to take them.</source>
        <translation>Ihre %1 nimmt die markierten Karten. Klicken Sie sie noch einmal an oder drücken Sie die Eingabetaste, um sie zu nehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="44"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="49"/>
        <source>Build %1 on %2</source>
        <translation>%1 bauen auf %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="57"/>
        <source>Raise %2 to %1</source>
        <translation>%2 auf %1 erhöhen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="65"/>
        <source>You raise the build of %2 to %3 with %1.</source>
        <translation>Sie erhöhen den Bau von %2 mit %1 auf %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="67"/>
        <source>%4 raises the build of %2 to %3 with %1.</source>
        <translation>%4 erhöht den Bau von %2 mit %1 auf %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="78"/>
        <source>Building %1!</source>
        <translation>Ich baue %1!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="82"/>
        <source>Your %1 can be played in more than one way: choose one by its button.</source>
        <translation>Ihre %1 lässt sich auf mehr als eine Art spielen: Wählen Sie eine mit ihrer Schaltfläche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="88"/>
        <source>Your turn: you have a build on the table, so you must take or build, not lay a card down.</source>
        <translation>Sie sind am Zug: Sie haben einen Bau auf dem Tisch, also müssen Sie nehmen oder bauen und dürfen keine Karte ablegen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="94"/>
        <source>Lay it on the table</source>
        <translation>Auf den Tisch legen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="99"/>
        <source>You build %3 with %1 on %2.</source>
        <translation>Sie bauen %3 mit %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="101"/>
        <source>%4 builds %3 with %1 on %2.</source>
        <translation>%4 baut %3 mit %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="113"/>
        <source>Build of %1 by %2: %3</source>
        <translation>Bau von %1 durch %2: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="121"/>
        <source>Choose another card</source>
        <translation>Andere Karte wählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="126"/>
        <source>That card can take from the table, so it must take.</source>
        <translation>Diese Karte kann vom Tisch nehmen, also muss sie nehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="129"/>
        <source>A card takes every card of its rank and every set adding up to it, all at once.</source>
        <translation>Eine Karte nimmt alle Karten ihres Rangs und jede Gruppe, die zusammen ihren Wert ergibt, auf einmal.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="132"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="133"/>
        <source>You have a build on the table: take it, take other cards or build.</source>
        <translation>Sie haben einen Bau auf dem Tisch: Nehmen Sie ihn, nehmen Sie andere Karten oder bauen Sie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="136"/>
        <source>You have a build on the table: take it, or add to it, before anything else.</source>
        <translation>Sie haben einen Bau auf dem Tisch: Nehmen Sie ihn oder bauen Sie darauf weiter, vor allem anderen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="139"/>
        <source>That build is not allowed: you must hold another card of its new total.</source>
        <translation>Dieser Bau ist nicht erlaubt: Sie müssen eine weitere Karte seiner neuen Summe in der Hand haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="142"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten Sie: Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="143"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="148"/>
        <source>You take %2 with %1.</source>
        <translation>Sie nehmen %2 mit %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="150"/>
        <source>%3 takes %2 with %1.</source>
        <translation>%3 nimmt %2 mit %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="157"/>
        <source>You lay %1 on the table.</source>
        <translation>Sie legen %1 auf den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="159"/>
        <source>%2 lays %1 on the table.</source>
        <translation>%2 legt %1 auf den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="166"/>
        <source>You sweep the board: one point.</source>
        <translation>Sie räumen den Tisch ab: ein Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="168"/>
        <source>%1 sweeps the board: one point.</source>
        <translation>%1 räumt den Tisch ab: ein Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="174"/>
        <source>You took last and take what is left (%1): a sweep, one point.</source>
        <translation>Sie haben zuletzt genommen und nehmen den Rest (%1): ein Abräumen, ein Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="176"/>
        <source>%2 took last and takes what is left (%1): a sweep, one point.</source>
        <translation>%2 hat zuletzt genommen und nimmt den Rest (%1): ein Abräumen, ein Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="184"/>
        <source>Sweep!</source>
        <translation>Abgeräumt!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="189"/>
        <source>Cutting for the deal: %1.</source>
        <translation>Abheben um das Geben: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="193"/>
        <source>%1 cut the lowest card and deals first.</source>
        <translation>%1 hat die niedrigste Karte abgehoben und gibt zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="200"/>
        <source>Deal %1; dealer: %2.</source>
        <translation>Runde %1; Geber: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="207"/>
        <source>Face up on the table: %1.</source>
        <translation>Offen auf dem Tisch: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="212"/>
        <source>Four cards each; %n card left to deal.</source>
        <translation>Vier Karten für jeden; noch %n Karte zu geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="214"/>
        <source>Four cards each; %n cards left to deal.</source>
        <translation>Vier Karten für jeden; noch %n Karten zu geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="220"/>
        <source>Great Cassino (10♦): 2 points</source>
        <translation>Großes Cassino (Karo-Zehn): 2 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="221"/>
        <source>Little Cassino (2♠): 1 point</source>
        <translation>Kleines Cassino (Pik-Zwei): 1 Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="223"/>
        <source>Aces: %n point</source>
        <translation>Asse: %n Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="225"/>
        <source>Aces: %n points</source>
        <translation>Asse: %n Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="227"/>
        <source>The most spades: 1 point</source>
        <translation>Die meisten Pik: 1 Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="228"/>
        <source>The most cards: 3 points</source>
        <translation>Die meisten Karten: 3 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="230"/>
        <source>Sweeps: %n point</source>
        <translation>Abräumen: %n Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="232"/>
        <source>Sweeps: %n points</source>
        <translation>Abräumen: %n Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="239"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="246"/>
        <source>The count of deal %1:</source>
        <translation>Die Zählung der Runde %1:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="252"/>
        <source>%1: %n point in the count</source>
        <translation>%1: %n Punkt in der Zählung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="254"/>
        <source>%1: %n points in the count</source>
        <translation>%1: %n Punkte in der Zählung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="263"/>
        <source>Score: %1 +%2 = %3.</source>
        <translation>Punkte: %1 +%2 = %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="271"/>
        <source>Taken: %1</source>
        <translation>Genommen: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="273"/>
        <source>Sweeps: %1</source>
        <translation>Abgeräumt: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="278"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="282"/>
        <source>Game: %1 points</source>
        <translation>Partie: %1 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="287"/>
        <source>Still to deal: %n card</source>
        <translation>Noch zu geben: %n Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="289"/>
        <source>Still to deal: %n cards</source>
        <translation>Noch zu geben: %n Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="295"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cassino/words.py" line="297"/>
        <source>You lose.</source>
        <translation>Sie verlieren.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="183"/>
        <source>lay out %1</source>
        <translation>%1 in die Crib legen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="185"/>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="49"/>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="187"/>
        <source>say Go</source>
        <translation>Go sagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="189"/>
        <source>claim %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="225"/>
        <source>keeps %1: %2 in hand, crib %3, play %4</source>
        <translation>behält %1: %2 in der Hand, Crib %3, Spiel %4</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="232"/>
        <source>the score decides near the end</source>
        <translation>kurz vor dem Ziel entscheidet der Spielstand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="234"/>
        <source>%1% chance of going out this deal</source>
        <translation>%1 % Aussicht, in diesem Geben hinauszugehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="237"/>
        <source>what the cards count</source>
        <translation>was die Karten zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="239"/>
        <source>the book&apos;s opening lead (a card under five): no card is clearly better; searched alone %1</source>
        <translation>das Anspiel nach dem Buch (eine Karte unter fünf): keine Karte ist deutlich besser; allein gesucht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="246"/>
        <source>the usual card: no card is clearly better; searched alone %1</source>
        <translation>die übliche Karte: keine Karte ist deutlich besser; allein gesucht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="251"/>
        <source>the usual card, which the Expert plays four-handed; searched alone %1</source>
        <translation>die übliche Karte, die der Experte zu viert spielt; allein gesucht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="255"/>
        <source>wins the game</source>
        <translation>gewinnt die Partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="257"/>
        <source>the game is lost whatever you play</source>
        <translation>die Partie ist verloren, was Sie auch spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="259"/>
        <source>pegs %1 now; points pegged from here less the other side&apos;s</source>
        <translation>bringt jetzt %1; Punkte im Spiel von hier an, abzüglich der Gegenseite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/cribbage.py" line="262"/>
        <source>points pegged from here less the other side&apos;s</source>
        <translation>Punkte im Spiel von hier an, abzüglich der Gegenseite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="81"/>
        <source>the only thing you may do</source>
        <translation>das Einzige, was Sie tun dürfen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="82"/>
        <source>every choice is worth the same here</source>
        <translation>hier ist jede Wahl gleich viel wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="83"/>
        <source>what the Expert would do</source>
        <translation>was der Experte tun würde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/words.py" line="84"/>
        <source>not valued</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="45"/>
        <source>%1% chance to win the game</source>
        <translation>%1 % Aussicht, die Partie zu gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="46"/>
        <source>%1% chance to win the hand</source>
        <translation>%1 % Aussicht, die Runde zu gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="47"/>
        <source>%1% chance to win the pool</source>
        <translation>%1 % Aussicht, den Pott zu gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="51"/>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="61"/>
        <source>%1 counters</source>
        <translation>%1 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="53"/>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="63"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="59"/>
        <source>%1% less chance</source>
        <translation>%1 % weniger Aussicht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="81"/>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="252"/>
        <source>Only one thing you may do: %1.</source>
        <translation>Sie dürfen nur eines tun: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="87"/>
        <source>Every choice is worth the same here.</source>
        <translation>Hier ist jede Wahl gleich viel wert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="92"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="96"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="135"/>
        <source>You: %1; the Expert: %2</source>
        <translation>Sie: %1; der Experte: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="149"/>
        <source>The coach: every decision as the Expert would have made it.</source>
        <translation>Der Trainer: jede Entscheidung so, wie der Experte sie getroffen hätte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="156"/>
        <source>The coach: decisions unlike the Expert&apos;s: %1 of %2</source>
        <translation>Der Trainer: Entscheidungen anders als die des Experten: %1 von %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="178"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="180"/>
        <source>The best choices, what each is worth and why (Key: H)</source>
        <translation>Die besten Möglichkeiten, was jede wert ist und warum (Taste: H)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="261"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp wird gesucht…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="293"/>
        <source>No hint this time: the coach failed.</source>
        <translation>Diesmal kein Tipp: der Trainer ist gescheitert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/coach.py" line="328"/>
        <source>The coach would have played: %1.</source>
        <translation>Der Trainer hätte gespielt: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="151"/>
        <source>Take with the %1: %2</source>
        <translation>Mit %1 nehmen: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="156"/>
        <source>Lay down the %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="158"/>
        <source>Build %1 with the %2</source>
        <translation>Mit %2 eine %1 bauen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="161"/>
        <source>Raise the build to %1 with the %2</source>
        <translation>Den Bau mit %2 auf %1 erhöhen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="165"/>
        <source>Play the %1, naming %2</source>
        <translation>%1 spielen und %2 ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="170"/>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="154"/>
        <source>Play the %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="172"/>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="174"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="184"/>
        <source>sweeps the table: a point</source>
        <translation>räumt den Tisch ab: ein Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="186"/>
        <source>takes the Great Cassino: two points</source>
        <translation>nimmt das Große Cassino: zwei Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="188"/>
        <source>takes the Little Cassino: a point</source>
        <translation>nimmt das Kleine Cassino: ein Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="191"/>
        <source>takes %1 cards, but leaves a sweep of %2</source>
        <translation>nimmt %1 Karten, lässt aber ein Abräumen mit %2 liegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="193"/>
        <source>takes %1 cards, but leaves a sweep of one rank</source>
        <translation>nimmt %1 Karten, lässt aber einen Tisch eines Rangs zum Abräumen liegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="195"/>
        <source>takes %1 cards, aces among them</source>
        <translation>nimmt %1 Karten, darunter Asse</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="196"/>
        <source>takes %1 cards</source>
        <translation>nimmt %1 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="197"/>
        <source>builds %1, to take with a card in hand</source>
        <translation>baut eine %1, um sie mit einer Karte der Hand zu nehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="198"/>
        <source>raises the build to %1</source>
        <translation>erhöht den Bau auf %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="199"/>
        <source>lays a card down when a take is there</source>
        <translation>legt eine Karte ab, obwohl sie nehmen könnte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="200"/>
        <source>leaves a sweep of %1</source>
        <translation>lässt ein Abräumen mit %1 liegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="201"/>
        <source>leaves a table of one rank, swept by its pair</source>
        <translation>lässt einen Tisch eines Rangs liegen, den sein Paar abräumt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="202"/>
        <source>lays down a card that counts</source>
        <translation>legt eine zählende Karte ab</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="203"/>
        <source>its pair is in your hand, to take it back</source>
        <translation>ihr Paar ist in Ihrer Hand, um sie zurückzuholen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="204"/>
        <source>a court card gives no sum away</source>
        <translation>ein Bild verrät keine Summe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="205"/>
        <source>lays down a card that counts nothing</source>
        <translation>legt eine Karte ab, die nichts zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="207"/>
        <source>names %1, which the next player lacks</source>
        <translation>sagt %1 an, was dem nächsten Spieler fehlt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="210"/>
        <source>names %1 (you hold %2 of them)</source>
        <translation>sagt %1 an (Sie halten %2 davon)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="213"/>
        <source>stays in %1, which the next player lacks</source>
        <translation>bleibt bei %1, was dem nächsten Spieler fehlt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="216"/>
        <source>keeps the eight for the last; plays from %1 (%2 left in hand)</source>
        <translation>hebt die Acht bis zuletzt auf; spielt %1 (noch %2 auf der Hand)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="221"/>
        <source>sheds a card that would cost %1 points</source>
        <translation>wird eine Karte los, die %1 Punkte kosten würde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/matching.py" line="224"/>
        <source>plays from %1 (%2 left in hand)</source>
        <translation>spielt %1 (noch %2 auf der Hand)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="77"/>
        <source>the turn-up</source>
        <translation>die aufgedeckte Trumpfkarte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="78"/>
        <source>the next card</source>
        <translation>die nächste Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="79"/>
        <source>the best trump</source>
        <translation>die beste Trumpfkarte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="80"/>
        <source>the cards face down</source>
        <translation>die verdeckten Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="81"/>
        <source>the card</source>
        <translation>die Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="87"/>
        <source>Turn the card</source>
        <translation>Die Karte aufdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="88"/>
        <source>Keep your cards</source>
        <translation>Die Karten behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="89"/>
        <source>Look at a card</source>
        <translation>Eine Karte ansehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="90"/>
        <source>Offer it for %1</source>
        <translation>Für %1 anbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="91"/>
        <source>Offer all your cards for %1</source>
        <translation>Alle Ihre Karten für %1 anbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="92"/>
        <source>Buy at the asking price</source>
        <translation>Zum geforderten Preis kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="93"/>
        <source>Bid %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="94"/>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="95"/>
        <source>Accept the best bid</source>
        <translation>Das beste Gebot annehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="96"/>
        <source>Ask %1 instead</source>
        <translation>Stattdessen %1 verlangen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="109"/>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="138"/>
        <source>keeps %1: worth %2 counters to you</source>
        <translation>behält %1: für Sie %2 Spielmarken wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="110"/>
        <source>turns your next card</source>
        <translation>deckt Ihre nächste Karte auf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="112"/>
        <source>turns your next card: worth %1 counters to you</source>
        <translation>deckt Ihre nächste Karte auf: für Sie %1 Spielmarken wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="114"/>
        <source>keeps your cards</source>
        <translation>behält Ihre Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="116"/>
        <source>looking out of turn forfeits your chance of the pool (worth %1)</source>
        <translation>wer außer der Reihe nachsieht, verliert seine Aussicht auf den Pott (%1 wert)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="119"/>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="132"/>
        <source>asks %1 for %2, worth %3 to you</source>
        <translation>verlangt %1 für %2, für Sie %3 wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="121"/>
        <source>you hold the best trump: your next card stays with you</source>
        <translation>Sie halten die beste Trumpfkarte: Ihre nächste Karte bleibt bei Ihnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="123"/>
        <source>%1 is worth only %2: nobody would pay a counter for it</source>
        <translation>%1 ist nur %2 wert: niemand zahlt dafür eine Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="126"/>
        <source>%1 costs %2 and is worth %3 to you</source>
        <translation>%1 kostet %2 und ist für Sie %3 wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="129"/>
        <source>bids %1 for %2, worth %3 to you</source>
        <translation>bietet %1 für %2, für Sie %3 wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="135"/>
        <source>sells %1 for %2; it is worth %3 to you</source>
        <translation>verkauft %1 für %2; für Sie ist sie %3 wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/speculation.py" line="141"/>
        <source>%1 is worth %2 to you: %3 is too dear</source>
        <translation>%1 ist für Sie %2 wert: %3 ist zu teuer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/texts.py" line="28"/>
        <source>%1.%2</source>
        <translation>%1,%2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="156"/>
        <source>Rob, putting out the %1</source>
        <translation>Rauben und %1 ablegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="158"/>
        <source>Claim %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="160"/>
        <source>Beg</source>
        <translation>Betteln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="161"/>
        <source>Stand</source>
        <translation>Stehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="162"/>
        <source>Give one</source>
        <translation>Einen geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="163"/>
        <source>Run the cards</source>
        <translation>Neu ausgeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="164"/>
        <source>Do not rob</source>
        <translation>Nicht rauben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="165"/>
        <source>Play on for a jink</source>
        <translation>Weiterspielen für einen Jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="166"/>
        <source>Take the pool now</source>
        <translation>Den Pott jetzt nehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="167"/>
        <source>Ask to five it</source>
        <translation>Um Fünfen bitten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="168"/>
        <source>Keep the trump</source>
        <translation>Den Trumpf behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="169"/>
        <source>Five it</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="170"/>
        <source>Refuse to five it</source>
        <translation>Das Fünfen ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="181"/>
        <source>leads the Jack of trumps: a point to whoever takes it</source>
        <translation>spielt den Trumpfbuben aus: ein Punkt für den, der ihn sticht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="182"/>
        <source>leads a trump</source>
        <translation>spielt Trumpf aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="184"/>
        <source>leads a card that counts %1 for Game</source>
        <translation>spielt eine Karte aus, die %1 für Game zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="186"/>
        <source>leads your strongest card</source>
        <translation>spielt Ihre stärkste Karte aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="187"/>
        <source>leads a plain card that counts nothing</source>
        <translation>spielt eine Fehlkarte aus, die nichts zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="188"/>
        <source>leads a plain card, keeping your trumps</source>
        <translation>spielt eine Fehlkarte aus und behält Ihre Trümpfe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="189"/>
        <source>your partner is winning: give him a card that counts</source>
        <translation>Ihr Partner liegt vorn: geben Sie ihm eine zählende Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="190"/>
        <source>your partner is winning the trick</source>
        <translation>Ihr Partner gewinnt den Stich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="192"/>
        <source>wins the trick so far, with %1 for Game in it</source>
        <translation>gewinnt den Stich bis jetzt, mit %1 für Game darin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="194"/>
        <source>wins the trick so far</source>
        <translation>gewinnt den Stich bis jetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="197"/>
        <source>trumps the trick, with %1 for Game in it</source>
        <translation>sticht mit Trumpf, mit %1 für Game darin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="199"/>
        <source>trumps the trick</source>
        <translation>sticht mit Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="201"/>
        <source>wins the trick so far: another player needs only one more trick</source>
        <translation>gewinnt den Stich bis jetzt: ein anderer Spieler braucht nur noch einen Stich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="204"/>
        <source>wins the trick and the Jack of trumps in it</source>
        <translation>gewinnt den Stich und den Trumpfbuben darin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="205"/>
        <source>trumps the trick and takes the Jack of trumps</source>
        <translation>sticht mit Trumpf und nimmt den Trumpfbuben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="206"/>
        <source>gives the Jack of trumps to the trick&apos;s winner</source>
        <translation>gibt den Trumpfbuben dem Gewinner des Stichs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="208"/>
        <source>cannot win the trick, and gives away %1 for Game</source>
        <translation>kann den Stich nicht gewinnen und gibt %1 für Game ab</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="210"/>
        <source>cannot win the trick: keeps your better cards</source>
        <translation>kann den Stich nicht gewinnen: behält Ihre besseren Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="212"/>
        <source>plays the hand on this trump (trumps in hand: %1, above the ten: %2)</source>
        <translation>spielt mit diesem Trumpf (Trümpfe auf der Hand: %1, über der Zehn: %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="217"/>
        <source>asks the dealer for a point or a new trump (trumps in hand: %1, above the ten: %2)</source>
        <translation>bittet den Geber um einen Punkt oder einen neuen Trumpf (Trümpfe auf der Hand: %1, über der Zehn: %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="224"/>
        <source>gives the elder hand a point to keep this trump (trumps in hand: %1)</source>
        <translation>gibt der Vorhand einen Punkt, um diesen Trumpf zu behalten (Trümpfe auf der Hand: %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="227"/>
        <source>deals three more cards each and turns a new trump</source>
        <translation>gibt jedem drei Karten mehr und deckt einen neuen Trumpf auf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="228"/>
        <source>the true count: %1</source>
        <translation>die richtige Zählung: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="229"/>
        <source>a miscount loses points</source>
        <translation>eine falsche Zählung kostet Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="231"/>
        <source>robs: the ace of trumps must rob (putting out the %1)</source>
        <translation>raubt: das Trumpfass muss rauben (legt %1 ab)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="233"/>
        <source>takes the turn-up, putting out the %1</source>
        <translation>nimmt die Trumpfkarte und legt %1 ab</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="234"/>
        <source>declining to rob forfeits your part in the hand</source>
        <translation>wer das Rauben ablehnt, verliert seinen Anteil an dieser Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="235"/>
        <source>keeps your cards as dealt</source>
        <translation>behält Ihre Karten, wie sie gegeben wurden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="236"/>
        <source>takes the pool of %1 now</source>
        <translation>nimmt den Pott von %1 jetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="237"/>
        <source>plays on to win every trick: more if you do, the pool lost if not</source>
        <translation>spielt weiter, um jeden Stich zu gewinnen: mehr, wenn es gelingt, sonst ist der Pott verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="240"/>
        <source>plays on this trump</source>
        <translation>spielt mit diesem Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="241"/>
        <source>asks the dealer for a new trump</source>
        <translation>bittet den Geber um einen neuen Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="242"/>
        <source>turns up a new trump</source>
        <translation>deckt einen neuen Trumpf auf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/tricks.py" line="243"/>
        <source>keeps this trump</source>
        <translation>behält diesen Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="61"/>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="62"/>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="46"/>
        <source>stand</source>
        <translation>stehen bleiben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="63"/>
        <source>take a card</source>
        <translation>eine Karte nehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="64"/>
        <source>double</source>
        <translation>verdoppeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="65"/>
        <source>do not double</source>
        <translation>nicht verdoppeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="66"/>
        <source>keep the deal</source>
        <translation>das Geben behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="67"/>
        <source>buy the deal</source>
        <translation>das Geben kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="68"/>
        <source>refuse the deal</source>
        <translation>das Geben ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="69"/>
        <source>sell the deal for %1</source>
        <translation>das Geben für %1 verkaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="70"/>
        <source>stake %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="72"/>
        <source>divide, staking %1 on the new hand</source>
        <translation>teilen und %1 auf die neue Hand setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="74"/>
        <source>divide</source>
        <translation>teilen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="76"/>
        <source>put up a bank of %1</source>
        <translation>eine Bank von %1 auflegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="77"/>
        <source>keep the bank</source>
        <translation>die Bank behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="78"/>
        <source>pass the bank on</source>
        <translation>die Bank weitergeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="79"/>
        <source>take the bank</source>
        <translation>die Bank übernehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="80"/>
        <source>decline the bank</source>
        <translation>die Bank ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="81"/>
        <source>go banco</source>
        <translation>Banco sagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="82"/>
        <source>do not go banco</source>
        <translation>nicht Banco sagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="83"/>
        <source>cut %1 cards</source>
        <translation>%1 Karten abheben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="84"/>
        <source>reject packet %1</source>
        <translation>Päckchen %1 zurückweisen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="98"/>
        <source>your first card, %1, is worth %2 a counter staked</source>
        <translation>Ihre erste Karte, %1, ist %2 je gesetzter Spielmarke wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="101"/>
        <source>with %1 as the first card the bank gains %2 on every counter staked</source>
        <translation>mit %1 als erster Karte gewinnt die Bank %2 je gesetzter Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="106"/>
        <source>standing on %1: the dealer goes over %2% of the time</source>
        <translation>auf %1 stehen: der Geber überkauft sich in %2 % der Fälle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="109"/>
        <source>drawing to %1: one card puts you over %2% of the time</source>
        <translation>auf %1 ziehen: eine Karte bringt Sie in %2 % der Fälle über 21</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="112"/>
        <source>each new hand on %1 is worth %2 a counter staked</source>
        <translation>jede neue Hand auf %1 ist %2 je gesetzter Spielmarke wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="117"/>
        <source>standing on %1 against the hands that stand</source>
        <translation>auf %1 stehen gegen die Hände, die stehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="120"/>
        <source>the deal is worth about %1 counters to you</source>
        <translation>das Geben ist Ihnen etwa %1 Spielmarken wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="123"/>
        <source>the lowest price above the deal&apos;s worth (about %1 counters)</source>
        <translation>der niedrigste Preis über dem Wert des Gebens (etwa %1 Spielmarken)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="125"/>
        <source>a dearer price is refused more often: you keep the deal</source>
        <translation>ein höherer Preis wird öfter abgelehnt: Sie behalten das Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="127"/>
        <source>less than the deal is worth (about %1 counters)</source>
        <translation>weniger, als das Geben wert ist (etwa %1 Spielmarken)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="131"/>
        <source>the bank wins %1% of every counter staked against it</source>
        <translation>die Bank gewinnt %1 % jeder gegen sie gesetzten Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="134"/>
        <source>a punter loses %1% of every counter staked</source>
        <translation>ein Pointeur verliert %1 % jeder gesetzten Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="136"/>
        <source>sits this coup out; the Expert plays the least stake</source>
        <translation>setzt diesen Coup aus; der Experte setzt das Wenigste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="137"/>
        <source>the rule at %1: no choice</source>
        <translation>die Regel bei %1: keine Wahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="138"/>
        <source>a false draw: fined, or liable for the tableau&apos;s losses</source>
        <translation>ein falsches Ziehen: Strafe oder Haftung für die Verluste des Tableaus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="140"/>
        <source>at five with these two cards, worth %1 a counter against the banker&apos;s best play</source>
        <translation>bei fünf mit diesen zwei Karten %1 je Spielmarke wert gegen das beste Spiel des Bankhalters</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="146"/>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="149"/>
        <source>worth %1 a counter against the punters&apos; best play</source>
        <translation>%1 je Spielmarke wert gegen das beste Spiel der Pointeure</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="152"/>
        <source>drawing and standing are worth the same here: the best play draws %1% of the time</source>
        <translation>Ziehen und Stehen sind hier gleich viel wert: das beste Spiel zieht in %1 % der Fälle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="158"/>
        <source>drawing gains %1 counters on both tableaux&apos; stakes</source>
        <translation>Ziehen gewinnt %1 Spielmarken auf die Einsätze beider Tableaus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="160"/>
        <source>standing, against both tableaux</source>
        <translation>stehen, gegen beide Tableaus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="163"/>
        <source>the bank wins %1% of every counter staked</source>
        <translation>die Bank gewinnt %1 % jeder gesetzten Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/banking.py" line="165"/>
        <source>no cut or packet changes your chances</source>
        <translation>kein Abheben und kein Päckchen ändert Ihre Aussichten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="41"/>
        <source>claim a row</source>
        <translation>eine Reihe melden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="42"/>
        <source>claim two rows</source>
        <translation>zwei Reihen melden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="43"/>
        <source>claim the whole card</source>
        <translation>die ganze Karte melden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="46"/>
        <source>cover %1</source>
        <translation>%1 abdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="48"/>
        <source>ready for the next number</source>
        <translation>bereit für die nächste Zahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="50"/>
        <source>exchange card %1 for card %2 laid aside</source>
        <translation>Karte %1 gegen die beiseitegelegte Karte %2 tauschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="52"/>
        <source>offer card %1 for another player&apos;s card %2</source>
        <translation>Karte %1 gegen Karte %2 eines anderen Spielers anbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="54"/>
        <source>take card %1 as well</source>
        <translation>Karte %1 dazunehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="56"/>
        <source>throw up card %1</source>
        <translation>Karte %1 zurückgeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="58"/>
        <source>accept the offer</source>
        <translation>das Angebot annehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="59"/>
        <source>decline the offer</source>
        <translation>das Angebot ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="60"/>
        <source>keep your cards</source>
        <translation>Ihre Karten behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="61"/>
        <source>draw</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="72"/>
        <source>the prize: %1 counters</source>
        <translation>der Gewinn: %1 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="73"/>
        <source>cover it now, or you are too late for the race</source>
        <translation>jetzt abdecken, sonst kommen Sie im Wettlauf zu spät</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="74"/>
        <source>nothing to cover</source>
        <translation>nichts abzudecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="75"/>
        <source>leaves a called number uncovered</source>
        <translation>lässt eine ausgerufene Zahl unbedeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="77"/>
        <source>a card&apos;s share of the pool and table is %1 counters; it costs %2</source>
        <translation>der Anteil einer Karte an Pott und Tisch ist %1 Spielmarken; sie kostet %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="82"/>
        <source>gives up the card&apos;s share, %1 counters</source>
        <translation>gibt den Anteil der Karte auf, %1 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="85"/>
        <source>every card is worth the same; your cards then carry %1 different numbers (now %2)</source>
        <translation>jede Karte ist gleich viel wert; Ihre Karten tragen dann %1 verschiedene Zahlen (jetzt %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/loto.py" line="91"/>
        <source>every card is worth the same</source>
        <translation>jede Karte ist gleich viel wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="45"/>
        <source>play the Pope in lieu of the missing card</source>
        <translation>den Papst anstelle der fehlenden Karte spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="47"/>
        <source>play %1 with Spin beside it</source>
        <translation>%1 mit Spin daneben spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="51"/>
        <source>play Spin alone</source>
        <translation>Spin allein spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="54"/>
        <source>declare Matrimony</source>
        <translation>Hochzeit ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="55"/>
        <source>declare Intrigue</source>
        <translation>Intrige ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="57"/>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="50"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="68"/>
        <source>goes out: the run plays the rest of your hand</source>
        <translation>geht aus: die Folge spielt den Rest Ihrer Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="71"/>
        <source>sheds %1 of your cards and wins about %2 counters on the way</source>
        <translation>wird %1 Ihrer Karten los und gewinnt unterwegs etwa %2 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="77"/>
        <source>only your own lead can play this card; the lead comes back %1% of the time</source>
        <translation>nur Ihr eigenes Ausspielen kann diese Karte spielen; das Ausspiel kommt in %1 % der Fälle zurück</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="82"/>
        <source>sheds %1 of your cards and keeps your stop, %2, to win the lead back</source>
        <translation>wird %1 Ihrer Karten los und behält Ihren Stopper, %2, um das Ausspiel zurückzugewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="88"/>
        <source>sheds %1 of your cards; the lead comes back %2% of the time</source>
        <translation>wird %1 Ihrer Karten los; das Ausspiel kommt in %2 % der Fälle zurück</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="94"/>
        <source>keep Spin while you hold more than %1 cards: beside a card it stops a run</source>
        <translation>Spin behalten, solange Sie mehr als %1 Karten hast: neben einer Karte stoppt es eine Folge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="98"/>
        <source>collects %1 counters and you lead again</source>
        <translation>kassiert %1 Spielmarken, und Sie spielen wieder aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="100"/>
        <source>stops the run and collects %1 counters</source>
        <translation>stoppt die Folge und kassiert %1 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="102"/>
        <source>follows without taking Spin&apos;s stake</source>
        <translation>spielt weiter, ohne den Einsatz für Spin zu kassieren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="105"/>
        <source>takes the %1 counters staked on it, and you still lead</source>
        <translation>kassiert die %1 darauf gesetzten Spielmarken, und Sie spielen trotzdem aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="108"/>
        <source>the Pope collects about %1 counters and stops the run</source>
        <translation>der Papst kassiert etwa %1 Spielmarken und stoppt die Folge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="110"/>
        <source>keeps the Pope in hand, unplayed</source>
        <translation>behält den Papst ungespielt auf der Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="113"/>
        <source>pairs the card: the player before pays %1</source>
        <translation>paart die Karte: der Spieler davor zahlt %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="115"/>
        <source>failing to pair is fined %1 counters</source>
        <translation>nicht zu paaren kostet %1 Spielmarken Strafe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="117"/>
        <source>the next player pairs it %1% of the time</source>
        <translation>der nächste Spieler paart sie in %1 % der Fälle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="120"/>
        <source>the next player pairs it %1% of the time: Snap and Snorum then fall on others</source>
        <translation>der nächste Spieler paart sie in %1 % der Fälle: Snap und Snorum treffen dann andere</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="126"/>
        <source>safe: the next player cannot hold this rank</source>
        <translation>sicher: der nächste Spieler kann diesen Rang nicht haben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="129"/>
        <source>you hold another of this rank (Peel&apos;s advice); paired %1% of the time</source>
        <translation>Sie haben noch eine Karte dieses Rangs (Peels Rat); gepaart in %1 % der Fälle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/stops.py" line="134"/>
        <source>cards of this rank out already: %1; paired %2% of the time</source>
        <translation>schon gespielte Karten dieses Rangs: %1; gepaart in %2 % der Fälle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="47"/>
        <source>trade %1 with the stock</source>
        <translation>%1 mit dem Talon tauschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="48"/>
        <source>offer %1 to your neighbour</source>
        <translation>%1 Ihrem Nachbarn anbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="49"/>
        <source>give %1 in exchange</source>
        <translation>%1 im Tausch geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="51"/>
        <source>keep your hand</source>
        <translation>Ihre Hand behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="53"/>
        <source>exchange %1 for %2 from the table</source>
        <translation>%1 gegen %2 vom Tisch tauschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="55"/>
        <source>buy a horse</source>
        <translation>ein Pferd kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="56"/>
        <source>buy no horse</source>
        <translation>kein Pferd kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="57"/>
        <source>do not stand yet</source>
        <translation>noch nicht stehen bleiben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="58"/>
        <source>sing with %1</source>
        <translation>singen mit %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="59"/>
        <source>change no card</source>
        <translation>keine Karte wechseln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="60"/>
        <source>hand on %1</source>
        <translation>%1 weitergeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="61"/>
        <source>draw card %1</source>
        <translation>Karte %1 ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="64"/>
        <source>change %1 with the stock</source>
        <translation>%1 mit dem Talon wechseln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="75"/>
        <source>your hand is the best %1% of the time</source>
        <translation>Ihre Hand ist in %1 % der Fälle die beste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="78"/>
        <source>a new card in place of %1, for %2 counters</source>
        <translation>eine neue Karte anstelle von %1, für %2 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="81"/>
        <source>a new card in place of %1</source>
        <translation>eine neue Karte anstelle von %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="84"/>
        <source>your hand is then the best %1% of the time, counting what the table gives the others</source>
        <translation>Ihre Hand ist dann in %1 % der Fälle die beste, mitgerechnet, was der Tisch den anderen gibt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="91"/>
        <source>your hand is then the best %1% and the worst %2% of the time</source>
        <translation>Ihre Hand ist dann in %1 % der Fälle die beste und in %2 % die schlechteste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="95"/>
        <source>no better than standing: the others trade on longer</source>
        <translation>nicht besser als Stehen: die anderen tauschen länger weiter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="96"/>
        <source>the turn passes on: stand or trade again next time round</source>
        <translation>der Zug geht weiter: in der nächsten Runde stehen bleiben oder wieder tauschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="98"/>
        <source>a counter bought is worth about %1, its price %2</source>
        <translation>eine gekaufte Spielmarke ist etwa %1 wert, ihr Preis %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="100"/>
        <source>your bird sings: the hand wins</source>
        <translation>Ihr Vogel singt: die Hand gewinnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="101"/>
        <source>the card is drawn blind: every choice is the same</source>
        <translation>die Karte wird blind gezogen: jede Wahl ist gleich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="102"/>
        <source>cards still missing for the bird: %1</source>
        <translation>dem Vogel fehlen noch Karten: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="104"/>
        <source>brings the hand %1 cards nearer to singing, on average</source>
        <translation>bringt die Hand im Mittel %1 Karten näher ans Singen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ai/coach/trading.py" line="107"/>
        <source>cards then missing for the bird: %1; the next card makes it sing %2% of the time</source>
        <translation>dem Vogel fehlen dann Karten: %1; die nächste Karte lässt ihn in %2 % der Fälle singen</translation>
    </message>
</context>
<context>
    <name>Commerce</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="17"/>
        <source>a tricon</source>
        <translation>ein Tricon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="18"/>
        <source>a sequence</source>
        <translation>eine Sequenz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="19"/>
        <source>a flush</source>
        <translation>ein Flush</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="20"/>
        <source>a pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="21"/>
        <source>point</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="37"/>
        <source>%1 beats %2</source>
        <translation>%1 schlägt %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="42"/>
        <source>the higher tricon (%1)</source>
        <translation>das höhere Tricon (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="45"/>
        <source>the higher sequence (to the %1)</source>
        <translation>die höhere Sequenz (%1 oben)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="49"/>
        <source>the flush with the better point (%1)</source>
        <translation>der Flush mit den besseren Punkten (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="52"/>
        <source>the higher pair (%1)</source>
        <translation>das höhere Paar (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="55"/>
        <source>equal pairs: the higher third card (%1)</source>
        <translation>gleiche Paare: die höhere dritte Karte (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="58"/>
        <source>the higher point (%1)</source>
        <translation>die höheren Punkte (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="60"/>
        <source>equal point: the first higher card (%1)</source>
        <translation>gleiche Punkte: die erste höhere Karte (%1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="63"/>
        <source>equal hands</source>
        <translation>gleiche Hände</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="79"/>
        <source>Hand %1: %2 deals.</source>
        <translation>Runde %1: %2 gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="82"/>
        <source>On the table, face up: %1</source>
        <translation>Offen auf dem Tisch: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="88"/>
        <source>You put the %1 under the pack and buy the %2.</source>
        <translation>Sie legen %1 unter das Kartenspiel und kaufen %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="95"/>
        <source>%1 buys a card from the dealer for ready money.</source>
        <translation>%1 kauft eine Karte vom Geber gegen bar.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="103"/>
        <source>%1 offers you a card in barter: give one of yours for it, or stand.</source>
        <translation>%1 bietet Ihnen eine Karte zum Tausch an: Geben Sie eine Ihrer Karten dafür, oder bleiben Sie stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="110"/>
        <source>%1 offers %2 a card in barter.</source>
        <translation>%1 bietet %2 eine Karte zum Tausch an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="117"/>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="126"/>
        <source>You give %1 the %2 and receive the %3.</source>
        <translation>Sie geben %1 %2 und erhalten %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="132"/>
        <source>%1 and %2 exchange a card.</source>
        <translation>%1 und %2 tauschen eine Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="135"/>
        <source>%1 stands rather than exchange.</source>
        <translation>%1 bleibt lieber stehen, statt zu tauschen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="136"/>
        <source>%1 stands.</source>
        <translation>%1 bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="140"/>
        <source>%1 passes and will exchange no more this hand.</source>
        <translation>%1 passt und tauscht in dieser Runde nicht mehr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="147"/>
        <source>%1 lays the %2 on the table and takes the %3.</source>
        <translation>%1 legt %2 auf den Tisch und nimmt %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="154"/>
        <source>%1 keeps the hand.</source>
        <translation>%1 behält die Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="157"/>
        <source>Two have stood: each other player who has not passed may make one more exchange.</source>
        <translation>Zwei sind stehen geblieben: Jeder andere, der nicht gepasst hat, darf noch einmal tauschen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="166"/>
        <source>%1 has the worst hand and loses a counter (%2 left).</source>
        <translation>%1 hat die schlechteste Hand und verliert eine Marke (noch %2).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="175"/>
        <source>%1 buys a horse.</source>
        <translation>%1 kauft ein Pferd.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="176"/>
        <source>%1 does not buy a horse.</source>
        <translation>%1 kauft kein Pferd.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="184"/>
        <source>Hand %1: you deal.</source>
        <translation>Runde %1: Sie geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="186"/>
        <source>You stand.</source>
        <translation>Sie bleiben stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="188"/>
        <source>You offer %1 a card in barter.</source>
        <translation>Sie bieten %1 eine Karte zum Tausch an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="191"/>
        <source>You pass and will exchange no more this hand.</source>
        <translation>Sie passen und tauschen in dieser Runde nicht mehr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="193"/>
        <source>You keep your hand.</source>
        <translation>Sie behalten Ihre Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="195"/>
        <source>You lay the %1 on the table and take the %2.</source>
        <translation>Sie legen %1 auf den Tisch und nehmen %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="198"/>
        <source>You have the worst hand and lose a counter (%1 left).</source>
        <translation>Sie haben die schlechteste Hand und verlieren eine Marke (noch %1).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="202"/>
        <source>You buy a horse.</source>
        <translation>Sie kaufen ein Pferd.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="203"/>
        <source>You do not buy a horse.</source>
        <translation>Sie kaufen kein Pferd.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="214"/>
        <source>You show %1: %2.</source>
        <translation>Sie zeigen %1: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="219"/>
        <source>%1 shows %2: %3.</source>
        <translation>%1 zeigt %2: %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="228"/>
        <source>You have the best hand: %1.</source>
        <translation>Sie haben die beste Hand: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="231"/>
        <source>%1 has the best hand: %2.</source>
        <translation>%1 hat die beste Hand: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="236"/>
        <source>%1 tie for the best hand.</source>
        <translation>%1 haben gleich gute beste Hände.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="250"/>
        <source>&amp;Stand</source>
        <translation>&amp;Stehen bleiben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="251"/>
        <source>&amp;Buy from the dealer</source>
        <translation>Vom Geber &amp;kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="252"/>
        <source>Barter &amp;with your neighbour</source>
        <translation>Mit dem Nachbarn t&amp;auschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="253"/>
        <source>&amp;Give the chosen card</source>
        <translation>Gewählte Karte &amp;geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="254"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="255"/>
        <source>E&amp;xchange with the table</source>
        <translation>Mit dem Tisch &amp;wechseln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="256"/>
        <source>&amp;Keep your cards</source>
        <translation>Karten &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="257"/>
        <source>Buy a h&amp;orse</source>
        <translation>Ein &amp;Pferd kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="258"/>
        <source>&amp;No horse</source>
        <translation>Kein Pf&amp;erd</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="259"/>
        <source>Let the turn pass &amp;on</source>
        <translation>Den Zug &amp;weitergeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="266"/>
        <source>You are out of counters. Buy a horse (one counter back) or stand out?</source>
        <translation>Sie haben keine Marken mehr. Ein Pferd kaufen (eine Marke zurück) oder aussetzen?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="271"/>
        <source>%1 offers you a card. Choose one of yours to give for it, or stand.</source>
        <translation>%1 bietet Ihnen eine Karte an. Wählen Sie eine Ihrer Karten, die Sie dafür geben, oder bleiben Sie stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="277"/>
        <source>You have traded: stand on this hand now, or let the turn pass on.</source>
        <translation>Sie haben gehandelt: Bleiben Sie jetzt mit dieser Hand stehen, oder geben Sie den Zug weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="281"/>
        <source>Two have stood: make one last exchange with the table, or keep your cards.</source>
        <translation>Zwei sind stehen geblieben: Tauschen Sie ein letztes Mal mit dem Tisch, oder behalten Sie Ihre Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="285"/>
        <source>The trading has gone round long enough: stand.</source>
        <translation>Der Handel ist lange genug herumgegangen: Bleiben Sie stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="287"/>
        <source>Your turn: stand, buy a card from the dealer, or barter one with your neighbour.</source>
        <translation>Sie sind dran: Bleiben Sie stehen, kaufen Sie eine Karte vom Geber, oder tauschen Sie eine mit Ihrem Nachbarn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/commerce_words.py" line="290"/>
        <source>Your turn: stand, pass, or exchange one of your cards with one on the table.</source>
        <translation>Sie sind dran: Bleiben Sie stehen, passen Sie, oder tauschen Sie eine Ihrer Karten gegen eine auf dem Tisch.</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/counter_words.py" line="11"/>
        <source>%1 counter</source>
        <translation>%1 Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/counter_words.py" line="12"/>
        <source>%1 counters</source>
        <translation>%1 Spielmarken</translation>
    </message>
</context>
<context>
    <name>CrazyEights</name>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="17"/>
        <source>Your turn. An eight was turned up: play any card; its suit is the one to follow.</source>
        <translation>Sie sind dran. Eine Acht wurde aufgedeckt: Spielen Sie eine beliebige Karte; ihre Farbe ist zu bedienen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="21"/>
        <source>Your turn. Play a card of %1 (the suit named) or an eight.</source>
        <translation>Sie sind dran. Spielen Sie eine Karte in %1 (der angesagten Farbe) oder eine Acht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="25"/>
        <source>Your turn. Play a card of %1 or a %2, or an eight.</source>
        <translation>Sie sind dran. Spielen Sie eine Karte in %1 oder eine %2 oder eine Acht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="32"/>
        <source>You cannot play: draw a card from the stock (click the stock or press D).</source>
        <translation>Sie können nicht spielen: Ziehen Sie eine Karte vom Stapel (klicken Sie den Stapel an oder drücken Sie D).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="38"/>
        <source>You cannot play and there is nothing to draw: pass.</source>
        <translation>Sie können nicht spielen und nichts ziehen: Passen Sie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="42"/>
        <source>Name the suit to follow after your %1.</source>
        <translation>Sagen Sie die Farbe an, die nach Ihrer %1 zu bedienen ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="48"/>
        <source>&amp;Draw a card</source>
        <translation>&amp;Karte ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="52"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="56"/>
        <source>Name %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="61"/>
        <source>That card does not match: play the same suit or rank as the top card, or an eight.</source>
        <translation>Diese Karte passt nicht: Spielen Sie dieselbe Farbe oder denselben Rang wie die oberste Karte oder eine Acht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="65"/>
        <source>Name a suit for your eight.</source>
        <translation>Sagen Sie eine Farbe für Ihre Acht an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="66"/>
        <source>You can play a card, so you may not draw.</source>
        <translation>Sie können eine Karte spielen, also dürfen Sie nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="67"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="68"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten Sie: Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="69"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="73"/>
        <source>%1 to follow</source>
        <translation>%1 ist zu bedienen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="79"/>
        <source>An eight turned up: any suit</source>
        <translation>Eine Acht aufgedeckt: jede Farbe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="84"/>
        <source>You play %2.</source>
        <translation>Sie spielen %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="86"/>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="93"/>
        <source>You play %2 and name %3.</source>
        <translation>Sie spielen %2 und sagen %3 an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="95"/>
        <source>%1 plays %2 and names %3.</source>
        <translation>%1 spielt %2 und sagt %3 an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="102"/>
        <source>You draw %1.</source>
        <translation>Sie ziehen %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="103"/>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="108"/>
        <source>You pass.</source>
        <translation>Sie passen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="110"/>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="115"/>
        <source>The stock is empty: the discards are shuffled into a new stock.</source>
        <translation>Der Stapel ist leer: Der Ablagestapel wird zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="122"/>
        <source>The starter is %1.</source>
        <translation>Die aufgedeckte Karte ist %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="127"/>
        <source>Deal %1; dealer: %2.</source>
        <translation>Runde %1; Geber: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="135"/>
        <source>You are out of cards and win the deal.</source>
        <translation>Sie haben keine Karten mehr und gewinnen die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="136"/>
        <source>%1 is out of cards and wins the deal.</source>
        <translation>%1 hat keine Karten mehr und gewinnt die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="143"/>
        <source>Nobody can play or draw: you hold the lowest count and win the deal.</source>
        <translation>Niemand kann spielen oder ziehen: Sie haben den niedrigsten Wert auf der Hand und gewinnen die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="146"/>
        <source>Nobody can play or draw: %1 holds the lowest count and wins the deal.</source>
        <translation>Niemand kann spielen oder ziehen: %1 hat den niedrigsten Wert auf der Hand und gewinnt die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="155"/>
        <source>You hold %2: %n point.</source>
        <translation>Sie halten %2: %n Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="157"/>
        <source>You hold %2: %n points.</source>
        <translation>Sie halten %2: %n Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="161"/>
        <source>%1 holds %2: %n point.</source>
        <translation>%1 hält %2: %n Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="163"/>
        <source>%1 holds %2: %n points.</source>
        <translation>%1 hält %2: %n Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="173"/>
        <source>You are charged %n penalty point.</source>
        <translation>Sie erhalten %n Strafpunkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="175"/>
        <source>You are charged %n penalty points.</source>
        <translation>Sie erhalten %n Strafpunkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="179"/>
        <source>%1 is charged %n penalty point.</source>
        <translation>%1 erhält %n Strafpunkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="181"/>
        <source>%1 is charged %n penalty points.</source>
        <translation>%1 erhält %n Strafpunkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="188"/>
        <source>You win the game.</source>
        <translation>Sie gewinnen die Partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="190"/>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="194"/>
        <source>You score %n point for the cards left.</source>
        <translation>Sie erhalten %n Punkt für die übrigen Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="196"/>
        <source>You score %n points for the cards left.</source>
        <translation>Sie erhalten %n Punkte für die übrigen Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="200"/>
        <source>%1 scores %n point for the cards left.</source>
        <translation>%1 erhält %n Punkt für die übrigen Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="202"/>
        <source>%1 scores %n points for the cards left.</source>
        <translation>%1 erhält %n Punkte für die übrigen Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="210"/>
        <source>Out!</source>
        <translation>Aus!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="214"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="218"/>
        <source>Draw</source>
        <translation>Ziehe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="223"/>
        <source>%n card</source>
        <translation>%n Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="225"/>
        <source>%n cards</source>
        <translation>%n Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="229"/>
        <source>%n point</source>
        <translation>%n Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="231"/>
        <source>%n points</source>
        <translation>%n Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="238"/>
        <source>Stock: %n card</source>
        <translation>Stapel: %n Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="240"/>
        <source>Stock: %n cards</source>
        <translation>Stapel: %n Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="247"/>
        <source>Penalty points; the game ends at %1, the lowest total wins.</source>
        <translation>Strafpunkte; die Partie endet bei %1, die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="251"/>
        <source>The player out scores the cards left; first to %1 wins.</source>
        <translation>Wer ausgeht, erhält die übrigen Karten; wer zuerst %1 erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="259"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="261"/>
        <source>You lose.</source>
        <translation>Sie verlieren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/crazy_eights/words.py" line="266"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Cribbage</name>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="24"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="25"/>
        <source>one</source>
        <translation>eins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="26"/>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="27"/>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="28"/>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="29"/>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="30"/>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="31"/>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="32"/>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="33"/>
        <source>nine</source>
        <translation>neun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="34"/>
        <source>ten</source>
        <translation>zehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="35"/>
        <source>eleven</source>
        <translation>elf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="36"/>
        <source>twelve</source>
        <translation>zwölf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="37"/>
        <source>thirteen</source>
        <translation>dreizehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="38"/>
        <source>fourteen</source>
        <translation>vierzehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="39"/>
        <source>fifteen</source>
        <translation>fünfzehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="40"/>
        <source>sixteen</source>
        <translation>sechzehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="41"/>
        <source>seventeen</source>
        <translation>siebzehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="42"/>
        <source>eighteen</source>
        <translation>achtzehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="43"/>
        <source>nineteen</source>
        <translation>neunzehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="44"/>
        <source>twenty</source>
        <translation>zwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="45"/>
        <source>twenty-one</source>
        <translation>einundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="46"/>
        <source>twenty-two</source>
        <translation>zweiundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="47"/>
        <source>twenty-three</source>
        <translation>dreiundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="48"/>
        <source>twenty-four</source>
        <translation>vierundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="49"/>
        <source>twenty-five</source>
        <translation>fünfundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="50"/>
        <source>twenty-six</source>
        <translation>sechsundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="51"/>
        <source>twenty-seven</source>
        <translation>siebenundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="52"/>
        <source>twenty-eight</source>
        <translation>achtundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="53"/>
        <source>twenty-nine</source>
        <translation>neunundzwanzig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="62"/>
        <source>Fifteen for %1</source>
        <translation>Fünfzehn für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="63"/>
        <source>Thirty-one for %1</source>
        <translation>Einunddreißig für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="64"/>
        <source>A pair for %1</source>
        <translation>Ein Paar für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="65"/>
        <source>Pair royal for %1</source>
        <translation>Drilling für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="66"/>
        <source>Double pair royal for %1</source>
        <translation>Vierling für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="67"/>
        <source>A run of %1</source>
        <translation>Eine Folge von %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="68"/>
        <source>One for the go</source>
        <translation>Eins für das Go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="69"/>
        <source>One for last card</source>
        <translation>Eins für die letzte Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="70"/>
        <source>Two for his heels</source>
        <translation>Zwei für Heels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="71"/>
        <source>Three for last</source>
        <translation>Drei zum Ausgleich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="72"/>
        <source>Muggins! %1 taken</source>
        <translation>Muggins! %1 kassiert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="73"/>
        <source>Claimed %1</source>
        <translation>%1 angesagt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="75"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="82"/>
        <source>fifteen %1</source>
        <translation>fünfzehn %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="83"/>
        <source>a pair is %1</source>
        <translation>ein Paar macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="84"/>
        <source>a pair royal is %1</source>
        <translation>ein Drilling macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="85"/>
        <source>a double pair royal is %1</source>
        <translation>ein Vierling macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="86"/>
        <source>a run of %2 is %1</source>
        <translation>eine Folge von %2 macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="87"/>
        <source>a flush of %2 is %1</source>
        <translation>ein Flush von %2 macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="88"/>
        <source>one for his nob is %1</source>
        <translation>eins für Nob macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="91"/>
        <source>%2 more is %1</source>
        <translation>%2 dazu macht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="99"/>
        <source>Wait for your turn.</source>
        <translation>Bitte warten Sie, bis Sie an der Reihe sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="100"/>
        <source>That card would take the count past thirty-one.</source>
        <translation>Mit dieser Karte ginge die Zählung über einunddreißig.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="101"/>
        <source>You can still play a card without passing thirty-one, so you must play.</source>
        <translation>Sie können noch eine Karte spielen, ohne einunddreißig zu überschreiten, also müssen Sie spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="104"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte haben Sie nicht auf der Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="105"/>
        <source>Choose the right number of cards for the crib.</source>
        <translation>Wählen Sie die richtige Anzahl Karten für die Crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="108"/>
        <source>Lay out your cards for the crib first.</source>
        <translation>Legen Sie zuerst Ihre Karten in die Crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="109"/>
        <source>Enter the total you count.</source>
        <translation>Geben Sie die Summe ein, die Sie zählen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="110"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="111"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="116"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="117"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="118"/>
        <source>lurched</source>
        <translation>im Lurch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="119"/>
        <source>skunked</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/wording.py" line="120"/>
        <source>double skunked</source>
        <translation>doppelt Schneider</translation>
    </message>
</context>
<context>
    <name>CribbageBoard</name>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="89"/>
        <source>Cribbage board</source>
        <translation>Cribbage-Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="110"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="110"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="246"/>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/board.py" line="297"/>
        <source>lap {lap}/{laps}</source>
        <translation>Umlauf {lap}/{laps}</translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="81"/>
        <source>A computer player failed: %1</source>
        <translation>Fehler bei einem Computerspieler: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="89"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="91"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="94"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="89"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="91"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="91"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="91"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="94"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="101"/>
        <source>Your side</source>
        <translation>Ihre Seite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="101"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="121"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="128"/>
        <source>&amp;Lay out to the crib</source>
        <translation>&amp;In die Crib legen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="130"/>
        <source>Say &amp;Go</source>
        <translation>&amp;Go sagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="134"/>
        <source>Your count</source>
        <translation>Ihre Zählung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="135"/>
        <source>&amp;Claim</source>
        <translation>&amp;Ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="143"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="169"/>
        <source>Score history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="144"/>
        <source>C&amp;ontinue to the next deal</source>
        <translation>&amp;Weiter zur nächsten Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="150"/>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="167"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="193"/>
        <source>crib: %1</source>
        <translation>Crib: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="259"/>
        <source>Cut for deal: %1, %2</source>
        <translation>Abheben ums Geben: %1, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="263"/>
        <source>First dealer: %1</source>
        <translation>Erster Geber: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="267"/>
        <source>Crib: %1</source>
        <translation>Crib: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="269"/>
        <source>Deal %1, dealer: %2</source>
        <translation>Runde %1, Geber: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="274"/>
        <source>%1: Go</source>
        <translation>%1: Go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="274"/>
        <source>You: Go</source>
        <translation>Sie: Go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="276"/>
        <source>%1 says Go</source>
        <translation>%1: „Go“</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="276"/>
        <source>You say Go</source>
        <translation>Sie sagen „Go“</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="285"/>
        <source>%1 counts %n</source>
        <translation>
            <numerusform>%1 zählt %n Punkt</numerusform>
            <numerusform>%1 zählt %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="287"/>
        <source>%1: count it and claim the total</source>
        <translation>%1: zählen Sie und sagen Sie die Summe an</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="290"/>
        <source>You claim %1</source>
        <translation>Sie: %1 angesagt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="292"/>
        <source>%1 claims %2</source>
        <translation>%1: %2 angesagt</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="297"/>
        <source>You missed %n point(s)</source>
        <translation>
            <numerusform>Sie haben einen Punkt übersehen</numerusform>
            <numerusform>Sie haben %n Punkte übersehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="299"/>
        <source>%1 missed %n point(s)</source>
        <translation>
            <numerusform>%1 hat einen Punkt übersehen</numerusform>
            <numerusform>%1 hat %n Punkte übersehen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="331"/>
        <source>%1 (score %2)</source>
        <comment>a score line and the side&apos;s new score on the board</comment>
        <translation>%1 (Stand %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="528"/>
        <source>You win by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>Sie gewinnen mit %n Punkt Vorsprung, %1 zu %2.</numerusform>
            <numerusform>Sie gewinnen mit %n Punkten Vorsprung, %1 zu %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="530"/>
        <source>Your side wins by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>Ihre Seite gewinnt mit %n Punkt Vorsprung, %1 zu %2.</numerusform>
            <numerusform>Ihre Seite gewinnt mit %n Punkten Vorsprung, %1 zu %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="532"/>
        <source>%3 wins by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>%3 gewinnt mit %n Punkt Vorsprung, %1 zu %2.</numerusform>
            <numerusform>%3 gewinnt mit %n Punkten Vorsprung, %1 zu %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="542"/>
        <source>You are %1 (%2 points): it counts extra.</source>
        <translation>Sie sind %1 (%2 Punkte): Das zählt zusätzlich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="544"/>
        <source>%3 is %1 (%2 points): it counts extra.</source>
        <translation>%3 ist %1 (%2 Punkte): Das zählt zusätzlich.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="549"/>
        <source>You gain %n stake(s).</source>
        <translation>
            <numerusform>Sie gewinnen %n Einsatz.</numerusform>
            <numerusform>Sie gewinnen %n Einsätze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="551"/>
        <source>You lose %n stake(s).</source>
        <translation>
            <numerusform>Sie verlieren %n Einsatz.</numerusform>
            <numerusform>Sie verlieren %n Einsätze.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="301"/>
        <source>Counted down to %1</source>
        <translation>Herabgesetzt auf %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="146"/>
        <source>The show stays on the table until you continue (Key: Space)</source>
        <translation>Die Auswertung bleibt auf dem Tisch, bis Sie weitermachen (Taste: Leertaste)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="303"/>
        <source>The start: %1</source>
        <translation>Startkarte: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="314"/>
        <source>Your crib</source>
        <translation>Ihre Crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="314"/>
        <source>Your hand</source>
        <translation>Ihre Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="316"/>
        <source>%1&apos;s crib</source>
        <translation>Crib von %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="316"/>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="330"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="363"/>
        <source>Game resumed</source>
        <translation>Spiel fortgesetzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="386"/>
        <source>Choose %n card(s) for the crib, then lay out.</source>
        <translation>
            <numerusform>Wählen Sie eine Karte für die Crib und legen Sie sie hinein.</numerusform>
            <numerusform>Wählen Sie %n Karten für die Crib und legen Sie sie hinein.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="390"/>
        <source>Your turn: play a card (the count is %1).</source>
        <translation>Sie sind am Zug: Spielen Sie eine Karte (Zählung: %1).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="393"/>
        <source>the crib</source>
        <translation>die Crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="393"/>
        <source>your hand</source>
        <translation>Ihre Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="394"/>
        <source>Count %1 and claim the total.</source>
        <translation>Zählen Sie %1 und sagen Sie die Summe an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="396"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="406"/>
        <source>Your hand: %1</source>
        <translation>Ihre Hand: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="419"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="464"/>
        <source>Your lay-out was the best one (%1 points expected).</source>
        <translation>Ihre Wahl für die Crib war die beste (%1 Punkte erwartet).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="468"/>
        <source>Your lay-out: %1 points expected; laying out %2 was worth %3.</source>
        <translation>Ihre Wahl für die Crib: %1 Punkte erwartet; %2 in die Crib zu legen hätte %3 gebracht.</translation>
    </message>
</context>
<context>
    <name>DealEnd</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/deal_end.py" line="145"/>
        <source>The deal is over. Press Space or click the table to go on.</source>
        <translation>Die Runde ist zu Ende. Drücken Sie die Leertaste oder klicken Sie auf den Tisch, um weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/deal_end.py" line="193"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/deal_end.py" line="197"/>
        <source>Go on to the next deal (Key: Space)</source>
        <translation>Weiter zur nächsten Runde (Taste: Leertaste)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/opening.py" line="96"/>
        <source>The game is over. Press Space or click the table to see how it ended.</source>
        <translation>Das Spiel ist zu Ende. Drücken Sie die Leertaste oder klicken Sie auf den Tisch, um das Ergebnis zu sehen.</translation>
    </message>
</context>
<context>
    <name>FileWarnings</name>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="25"/>
        <source>The statistics file %1 was damaged; it was kept, unchanged, as %2. The figures that could be read carry on.</source>
        <translation>Die Statistikdatei %1 war beschädigt; sie wurde unverändert als %2 aufbewahrt. Die Zahlen, die sich lesen ließen, werden weitergeführt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="31"/>
        <source>The statistics file %1 could not be read; it was kept, unchanged, as %2. The figures start again from nothing.</source>
        <translation>Die Statistikdatei %1 ließ sich nicht lesen; sie wurde unverändert als %2 aufbewahrt. Die Zahlen beginnen wieder bei null.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="37"/>
        <source>The statistics file %1 is damaged and could not be moved aside.</source>
        <translation>Die Statistikdatei %1 ist beschädigt und konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/file_warnings.py" line="43"/>
        <source>Statistics damaged</source>
        <translation>Statistik beschädigt</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="296"/>
        <source>Game chooser</source>
        <translation>Spielauswahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="303"/>
        <source>Choose a game</source>
        <translation>Wählen Sie ein Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="307"/>
        <source>The round games of Peel and the classics of Hoyle. Click Play on a game, double-click it or press Enter to play.</source>
        <translation>Die Rundenspiele von Peel und die Klassiker von Hoyle. Klicken Sie bei einem Spiel auf „Spielen“, doppelklicken Sie es oder drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="333"/>
        <source>More games below ▾</source>
        <translation>Weitere Spiele unten ▾</translation>
    </message>
</context>
<context>
    <name>GameSummary</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="37"/>
        <source>Nobody wins.</source>
        <translation>Niemand gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="39"/>
        <source>You win the game!</source>
        <translation>Sie gewinnen das Spiel!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="41"/>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="43"/>
        <source>The game is shared: %1.</source>
        <translation>Das Spiel wird geteilt: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="49"/>
        <source>%1 point</source>
        <translation>%1 Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="50"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="52"/>
        <source>won %1</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="54"/>
        <source>lost %1</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="55"/>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="74"/>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="90"/>
        <source>%1 (winner)</source>
        <translation>%1 (Sieger)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="100"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="102"/>
        <source>The same game with a fresh shuffle (Key: N)</source>
        <translation>Dasselbe Spiel, neu gemischt (Taste: N)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="104"/>
        <source>Revie&amp;w</source>
        <translation>Spiel&amp;verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="106"/>
        <source>Read the whole game&apos;s history (Key: W)</source>
        <translation>Den Verlauf des ganzen Spiels lesen (Taste: V)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="108"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="109"/>
        <source>Look at the table (Key: C)</source>
        <translation>Den Tisch ansehen (Taste: S)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/game_summary.py" line="153"/>
        <source>The whole game</source>
        <translation>Das ganze Spiel</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="110"/>
        <location filename="../hoyle_desktop/ui/chooser.py" line="242"/>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="112"/>
        <source>A game is saved</source>
        <translation>Ein Spiel ist gespeichert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="122"/>
        <source>A game is saved: click Resume, double-click or press Enter to carry on</source>
        <translation>Ein Spiel ist gespeichert: Klicken Sie auf „Fortsetzen“, doppelklicken Sie oder drücken Sie die Eingabetaste, um weiterzuspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="124"/>
        <source>Click Play, double-click or press Enter to play</source>
        <translation>Klicken Sie auf „Spielen“, doppelklicken Sie oder drücken Sie die Eingabetaste, um zu spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="243"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="243"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="57"/>
        <source>scoring game</source>
        <translation>Punktespiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="58"/>
        <source>game for counters</source>
        <translation>Spiel um Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="59"/>
        <source>banking game</source>
        <translation>Bankspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="60"/>
        <source>trading game</source>
        <translation>Tauschspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="61"/>
        <source>trick-taking game</source>
        <translation>Stichspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="62"/>
        <source>lottery game</source>
        <translation>Lotteriespiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="69"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/chooser.py" line="71"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="11"/>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="12"/>
        <source>Hoyle&apos;s Games Modernized; Encyclopaedia Britannica (9th ed.); The Book of Card Games</source>
        <translation>Hoyle&apos;s Games Modernized; Encyclopaedia Britannica (9. Auflage); The Book of Card Games</translation>
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
        <translation>Spekulation</translation>
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
        <translation>Hoyle&apos;s Games Modernized</translation>
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
        <translation>Crazy Eights</translation>
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
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="98"/>
        <source>Counters</source>
        <translation>Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="102"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="170"/>
        <source>&amp;Review the last hand</source>
        <translation>Letzte Runde an&amp;zeigen</translation>
    </message>
</context>
<context>
    <name>HandReviewDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="208"/>
        <source>The last hand</source>
        <translation>Die letzte Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="213"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="213"/>
        <source>Cards played</source>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="231"/>
        <source>What happened in the last hand</source>
        <translation>Was in der letzten Runde geschah</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="247"/>
        <source>Where the Expert would have played otherwise</source>
        <translation>Wo der Experte anders gespielt hätte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/hand_review.py" line="250"/>
        <source>What happened, in order:</source>
        <translation>Was geschah, der Reihe nach:</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="288"/>
        <source>House Rules – %1</source>
        <translation>Hausregeln – %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="300"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="304"/>
        <source>&amp;Copy to My Profiles…</source>
        <translation>In &amp;meine Hausregeln kopieren…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="305"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="314"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="316"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="319"/>
        <source>Built-in house rules cannot be changed; copy them to make your own.</source>
        <translation>Mitgelieferte Hausregeln lassen sich nicht ändern; kopieren Sie sie, um eigene daraus zu machen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="324"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="325"/>
        <source>D&amp;escription:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="326"/>
        <source>Based on:</source>
        <translation>Basiert auf:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="338"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="380"/>
        <source>Some house-rule files could not be loaded:</source>
        <translation>Einige Hausregel-Dateien konnten nicht geladen werden:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="386"/>
        <source>Built-in</source>
        <translation>Mitgeliefert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="386"/>
        <source>My house rules</source>
        <translation>Meine Hausregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="397"/>
        <source>None yet: copy a built-in to start</source>
        <translation>Noch keine – kopieren Sie mitgelieferte Regeln als Ausgangspunkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="440"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="466"/>
        <source>Save the changes to “%1”?</source>
        <translation>Änderungen an „%1“ speichern?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="481"/>
        <source>Copy to My Profiles</source>
        <translation>In meine Hausregeln kopieren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="482"/>
        <source>Name of your house rules:</source>
        <translation>Name Ihrer Hausregeln:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="495"/>
        <source>%1 (my rules)</source>
        <translation>%1 (meine Regeln)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="531"/>
        <source>Could not save: %1</source>
        <translation>Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/house_rules.py" line="545"/>
        <source>Delete your house rules “%1”?</source>
        <translation>Ihre Hausregeln „%1“ löschen?</translation>
    </message>
</context>
<context>
    <name>InProgress</name>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="82"/>
        <source>Game in progress</source>
        <translation>Spiel läuft</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="88"/>
        <source>You have a game of %1 in progress. Abandon it?</source>
        <translation>Sie haben ein Spiel %1 begonnen. Wollen Sie es aufgeben?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="93"/>
        <source>A move was taken back in this game, so it is not counted in the statistics.</source>
        <translation>In diesem Spiel wurde ein Zug zurückgenommen, deshalb zählt es nicht in der Statistik.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="97"/>
        <source>An abandoned game counts in the statistics as played and not won.</source>
        <translation>Ein aufgegebenes Spiel zählt in der Statistik als gespielt und nicht gewonnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="101"/>
        <source>You have not moved yet, so it is not counted in the statistics.</source>
        <translation>Sie haben noch nicht gezogen, deshalb zählt es nicht in der Statistik.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="106"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/in_progress.py" line="109"/>
        <source>A&amp;bandon</source>
        <translation>&amp;Aufgeben</translation>
    </message>
</context>
<context>
    <name>Loto</name>
    <message>
        <location filename="../hoyle_desktop/ui/loto/card_widget.py" line="128"/>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="100"/>
        <source>Cards laid aside</source>
        <translation>Beiseitegelegte Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="119"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="125"/>
        <source>Slow calls</source>
        <translation>Langsame Ausrufe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="126"/>
        <source>Normal calls</source>
        <translation>Normale Ausrufe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="127"/>
        <source>Fast calls</source>
        <translation>Schnelle Ausrufe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="133"/>
        <source>How long each number stays called before the next is drawn</source>
        <translation>Wie lange jede Zahl ausgerufen bleibt, bevor die nächste gezogen wird</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="135"/>
        <source>Cover for me</source>
        <translation>Für mich abdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="137"/>
        <source>The table covers your numbers and claims your prizes, so you can watch</source>
        <translation>Der Tisch deckt Ihre Zahlen ab und beansprucht Ihre Gewinne, damit Sie zuschauen können</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="321"/>
        <source>The game is resumed where you left it.</source>
        <translation>Das Spiel wird dort fortgesetzt, wo Sie es verlassen haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="429"/>
        <source>Round %1 of %2 · %3 called · %4 in the bag</source>
        <translation>Runde %1 von %2 · %3 ausgerufen · %4 im Beutel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="467"/>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="304"/>
        <source>%1 · purse %2</source>
        <translation>%1 · Kasse %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="472"/>
        <source>Your cards · purse %1</source>
        <translation>Ihre Karten · Kasse %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="332"/>
        <source>%1 is choosing.</source>
        <translation>%1 wählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/table.py" line="633"/>
        <source>Typed: %1</source>
        <translation>Eingegeben: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="13"/>
        <source>the first row</source>
        <translation>die erste Reihe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="14"/>
        <source>two rows</source>
        <translation>zwei Reihen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="15"/>
        <source>the whole card</source>
        <translation>die ganze Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="16"/>
        <source>an ambo</source>
        <translation>eine Ambe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="17"/>
        <source>a terne</source>
        <translation>eine Terne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="18"/>
        <source>a quaterne</source>
        <translation>eine Quaterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="19"/>
        <source>a quinterne</source>
        <translation>eine Quinterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="25"/>
        <source>Pool</source>
        <translation>Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="26"/>
        <source>Counters</source>
        <translation>Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="27"/>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="34"/>
        <source>Claim a r&amp;ow</source>
        <translation>&amp;Reihe beanspruchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="35"/>
        <source>Claim t&amp;wo rows</source>
        <translation>Z&amp;wei Reihen beanspruchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="36"/>
        <source>Claim the &amp;card</source>
        <translation>&amp;Karte beanspruchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="39"/>
        <source>&amp;Next number</source>
        <translation>&amp;Nächste Zahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="42"/>
        <source>&amp;Draw the last drawing</source>
        <translation>Letzte Ziehung &amp;durchführen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="44"/>
        <source>&amp;Draw one knob</source>
        <translation>Eine Kugel z&amp;iehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="46"/>
        <source>&amp;Draw %1 knobs</source>
        <translation>%1 Kugeln z&amp;iehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="47"/>
        <source>&amp;Draw ten knobs</source>
        <translation>Zehn Kugeln z&amp;iehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="49"/>
        <source>&amp;Keep these cards</source>
        <translation>Diese Karten &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="51"/>
        <source>Accept the e&amp;xchange</source>
        <translation>Tausch &amp;annehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="53"/>
        <source>Decli&amp;ne</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="56"/>
        <source>Give &amp;back card %1</source>
        <translation>Karte %1 zurückg&amp;eben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="58"/>
        <source>Cover %1</source>
        <translation>%1 abdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="65"/>
        <source>That number has not been called yet.</source>
        <translation>Diese Zahl wurde noch nicht ausgerufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="66"/>
        <source>That number is not on your cards.</source>
        <translation>Diese Zahl steht nicht auf Ihren Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="67"/>
        <source>That number is covered already.</source>
        <translation>Diese Zahl ist schon abgedeckt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="68"/>
        <source>No row of yours is covered yet: every number of a row must be called and covered.</source>
        <translation>Noch keine Ihrer Reihen ist abgedeckt: jede Zahl einer Reihe muss ausgerufen und abgedeckt sein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="71"/>
        <source>You have not covered two rows on one card yet.</source>
        <translation>Sie haben noch nicht zwei Reihen auf einer Karte abgedeckt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="74"/>
        <source>Your card is not covered yet: every number on it must be called and covered.</source>
        <translation>Ihre Karte ist noch nicht abgedeckt: jede Zahl darauf muss ausgerufen und abgedeckt sein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="77"/>
        <source>Someone else claimed that prize first.</source>
        <translation>Jemand anderes hat diesen Gewinn zuerst beansprucht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="78"/>
        <source>These house rules have no such prize.</source>
        <translation>Diese Hausregeln kennen keinen solchen Gewinn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="79"/>
        <source>The bag is empty: cover your numbers and claim your prize.</source>
        <translation>Der Beutel ist leer: decken Sie Ihre Zahlen ab und beanspruchen Sie Ihren Gewinn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="82"/>
        <source>It is time to draw the knobs.</source>
        <translation>Jetzt werden die Kugeln gezogen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="83"/>
        <source>You hold as many cards as the house rules allow.</source>
        <translation>Sie halten so viele Karten, wie die Hausregeln erlauben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="86"/>
        <source>You cannot throw up your last card.</source>
        <translation>Ihre letzte Karte können Sie nicht zurückgeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="87"/>
        <source>That card is not free to take.</source>
        <translation>Diese Karte ist nicht frei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="88"/>
        <source>First accept or decline the exchange offered.</source>
        <translation>Nehmen Sie zuerst den angebotenen Tausch an oder lehnen Sie ihn ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="89"/>
        <source>First click the card of yours you would give, then the card you want.</source>
        <translation>Klicken Sie zuerst die eigene Karte an, die Sie abgeben würden, dann die Karte, die Sie möchten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="92"/>
        <source>Wait: it is not your turn.</source>
        <translation>Warten Sie: Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="93"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="94"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="98"/>
        <source>Number %1</source>
        <translation>Zahl %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="106"/>
        <source>Round %1: the cards are dealt and the stakes laid.</source>
        <translation>Runde %1: Die Karten sind verteilt und die Einsätze gemacht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="112"/>
        <source>You cover %1, late.</source>
        <translation>Sie decken %1 ab, zu spät.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="115"/>
        <source>%1 covers %2, late.</source>
        <translation>%1 deckt %2 ab, zu spät.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="120"/>
        <source>You claim %1.</source>
        <translation>Sie beanspruchen %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="123"/>
        <source>%1 claims %2.</source>
        <translation>%1 beansprucht %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="128"/>
        <source>Eldest hand, drawing first: %1.</source>
        <translation>Vorhand, zieht zuerst: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="131"/>
        <source>Drawing %1, by %2.</source>
        <translation>Ziehung %1, durch %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="133"/>
        <source>Drawing %1, the last, by %2.</source>
        <translation>Ziehung %1, die letzte, durch %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="137"/>
        <source>Knob %1 is on nobody&apos;s card: it is put away.</source>
        <translation>Kugel %1 steht auf keiner Karte: sie wird beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="141"/>
        <source>Knobs back in the bag: %1.</source>
        <translation>Kugeln zurück im Beutel: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="146"/>
        <source>%1: card %2 exchanged for card %3.</source>
        <translation>%1: Karte %2 gegen Karte %3 getauscht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="153"/>
        <source>You offer card %2 for %3&apos;s card %4.</source>
        <translation>Sie bieten Karte %2 gegen Karte %4 von %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="155"/>
        <source>%1 offers card %2 for your card %4.</source>
        <translation>%1 bietet Karte %2 gegen Ihre Karte %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="157"/>
        <source>%1 offers card %2 for %3&apos;s card %4.</source>
        <translation>%1 bietet Karte %2 gegen Karte %4 von %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="166"/>
        <source>You accept: the cards change hands.</source>
        <translation>Sie nehmen an: Die Karten wechseln den Besitzer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="167"/>
        <source>%1 accepts: the cards change hands.</source>
        <translation>%1 nimmt an: Die Karten wechseln den Besitzer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="170"/>
        <source>You decline the exchange.</source>
        <translation>Sie lehnen den Tausch ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="171"/>
        <source>%1 declines the exchange.</source>
        <translation>%1 lehnt den Tausch ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="174"/>
        <source>%1: card %2 taken as well.</source>
        <translation>%1: Karte %2 zusätzlich genommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="180"/>
        <source>%1: card %2 thrown up.</source>
        <translation>%1: Karte %2 zurückgegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="185"/>
        <source>The pool cannot pay: exchanges first, then everyone stakes again.</source>
        <translation>Der Pott kann nicht zahlen: erst wird getauscht, dann setzen alle erneut.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="189"/>
        <source>The pool is empty: everyone stakes again for the cards they hold.</source>
        <translation>Der Pott ist leer: Alle setzen erneut für die Karten, die sie halten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="194"/>
        <source>Bankruptcy: %2 unpaid to %1.</source>
        <translation>Bankrott: %2 an %1 unbezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="206"/>
        <source>Bankruptcy: %2 unpaid to %1 on %3 lines.</source>
        <translation>Bankrott: %2 an %1 unbezahlt, auf %3 Reihen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="219"/>
        <source>%1: bought in again for %2.</source>
        <translation>%1: erneut eingekauft für %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="229"/>
        <source>%1: %2 won for %3.</source>
        <translation>%1: %2 gewonnen für %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="236"/>
        <source>%1: %2 on card %3, paid %4.</source>
        <translation>%1: %2 auf Karte %3, bezahlt %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="244"/>
        <source>%1: the %2 left for covering.</source>
        <translation>%1: die %2, die zum Abdecken übrig sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="250"/>
        <source>%1: %2 of what is left, by the cards held.</source>
        <translation>%1: %2 vom Rest, nach gehaltenen Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="260"/>
        <source>You win the game, %1 up.</source>
        <translation>Sie gewinnen das Spiel, %1 im Plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="262"/>
        <source>The game is over: you are %1 up.</source>
        <translation>Das Spiel ist vorbei: Sie sind %1 im Plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="265"/>
        <source>The game is over: you are %1 down.</source>
        <translation>Das Spiel ist vorbei: Sie sind %1 im Minus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="271"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="276"/>
        <source>You may claim %1!</source>
        <translation>Sie können %1 beanspruchen!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="278"/>
        <source>Cover %1 on your card: click it or type it and press Enter.</source>
        <translation>Decken Sie %1 auf Ihrer Karte ab: klicken Sie darauf oder tippen Sie die Zahl und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="281"/>
        <source>Watch the calls and cover your numbers.</source>
        <translation>Verfolgen Sie die Ausrufe und decken Sie Ihre Zahlen ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="286"/>
        <source>Before the drawing: every card is taken. Click one of your cards and then another player&apos;s card to offer an exchange, or keep your cards.</source>
        <translation>Vor der Ziehung: Alle Karten sind vergeben. Klicken Sie eine Ihrer Karten und dann die Karte eines anderen Spielers an, um ihm einen Tausch anzubieten, oder behalten Sie Ihre Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="290"/>
        <source>Before the drawing: click one of your cards and then a card laid aside to exchange them, or another player&apos;s card to offer an exchange; click a card laid aside to take it as well, or keep your cards.</source>
        <translation>Vor der Ziehung: Klicken Sie eine Ihrer Karten und dann eine beiseitegelegte Karte an, um sie zu tauschen, oder die Karte eines anderen Spielers, um ihm einen Tausch anzubieten; klicken Sie eine beiseitegelegte Karte an, um sie zusätzlich zu nehmen, oder behalten Sie Ihre Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="297"/>
        <source>The pool cannot pay: before everyone stakes again you may exchange, take or give back cards, one or more, then keep your cards.</source>
        <translation>Der Pott kann nicht zahlen: Bevor alle erneut setzen, dürfen Sie Karten tauschen, nehmen oder zurückgeben, eine oder mehrere, und dann Ihre Karten behalten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="309"/>
        <source>best line %1/5</source>
        <translation>beste Reihe %1/5</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="314"/>
        <source>%1: best line %2 of 5. Click to see the cards.</source>
        <translation>%1: beste Reihe %2 von 5. Klicken, um die Karten zu sehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="322"/>
        <source>%1 offers card %2 for your card %3. Do you agree?</source>
        <translation>%1 bietet Karte %2 gegen Ihre Karte %3. Sind Sie einverstanden?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="331"/>
        <source>Waiting for %1&apos;s answer.</source>
        <translation>Warten auf die Antwort von %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/loto/wording.py" line="336"/>
        <source>Your turn to draw the knobs from the bag.</source>
        <translation>Sie ziehen jetzt die Kugeln aus dem Beutel.</translation>
    </message>
</context>
<context>
    <name>LotoTable</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/loto/table.py" line="436"/>
        <source>Before the first drawing · %n knob(s) in the bag</source>
        <translation>
            <numerusform>Vor der ersten Ziehung · %n Kugel im Beutel</numerusform>
            <numerusform>Vor der ersten Ziehung · %n Kugeln im Beutel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/loto/table.py" line="440"/>
        <source>Drawing %1 · %n knob(s) drawn · %2 put away</source>
        <translation>
            <numerusform>Ziehung %1 · %n Kugel gezogen · %2 beiseitegelegt</numerusform>
            <numerusform>Ziehung %1 · %n Kugeln gezogen · %2 beiseitegelegt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="107"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="108"/>
        <source>&amp;Replay This Game</source>
        <translation>Dieses Spiel &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="109"/>
        <source>Start this game again with the same cards</source>
        <translation>Dieses Spiel mit denselben Karten neu beginnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="116"/>
        <source>&amp;Choose Another Game</source>
        <translation>&amp;Anderes Spiel wählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="119"/>
        <source>&amp;House Rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="120"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="127"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="142"/>
        <source>&amp;Options…</source>
        <translation>&amp;Optionen…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="148"/>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="149"/>
        <source>&amp;About Hoyle Desktop</source>
        <translation>Ü&amp;ber Hoyle Desktop</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="199"/>
        <source>Choose a game to play.</source>
        <translation>Wählen Sie ein Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="106"/>
        <source>G&amp;ame</source>
        <translation>Spie&amp;l</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="110"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="113"/>
        <source>Take back your last move; a game with a move taken back is not counted in the statistics</source>
        <translation>Ihren letzten Zug zurücknehmen; ein Spiel mit einem zurückgenommenen Zug zählt nicht in der Statistik</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="117"/>
        <source>The game in play stays saved: its tile offers Resume</source>
        <translation>Das laufende Spiel bleibt gespeichert: Seine Karte bietet „Fortsetzen“ an</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="118"/>
        <source>&amp;Game Number…</source>
        <translation>Spielnu&amp;mmer…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="133"/>
        <source>&amp;View</source>
        <translation>Ansi&amp;cht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="135"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="141"/>
        <source>Se&amp;ttings</source>
        <translation>Einstell&amp;ungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="147"/>
        <source>H&amp;elp</source>
        <translation>Hil&amp;fe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="196"/>
        <source>Your game of %1 is saved: its tile offers Resume.</source>
        <translation>Ihr Spiel %1 ist gespeichert: Seine Karte bietet „Fortsetzen“ an.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/main_window.py" line="250"/>
        <source>%1 · %2 · %n player(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n Spieler</numerusform>
            <numerusform>%1 · %2 · %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="342"/>
        <source>There is no move of yours to take back.</source>
        <translation>Sie haben keinen Zug, den Sie zurücknehmen könnten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="347"/>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="349"/>
        <source>Take back your last move? A game with a move taken back is not counted in the statistics.</source>
        <translation>Ihren letzten Zug zurücknehmen? Ein Spiel mit einem zurückgenommenen Zug zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="364"/>
        <source>Your last move was taken back.</source>
        <translation>Ihr letzter Zug wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="384"/>
        <source>Game Number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="386"/>
        <source>This is game number %1.</source>
        <translation>Dies ist Spiel Nummer %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="389"/>
        <source>Enter it under New Game ▸ More choices to deal the same cards again with the same house rules.</source>
        <translation>Geben Sie sie unter Neues Spiel ▸ Weitere Optionen ein, um mit denselben Hausregeln dieselben Karten noch einmal zu geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="435"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="437"/>
        <source>The new language is used from the next start. Restart Hoyle Desktop now?</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start. Hoyle Desktop jetzt neu starten?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="438"/>
        <source>A game in play is saved and carries on where you left it.</source>
        <translation>Ein laufendes Spiel ist gespeichert und geht dort weiter, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="439"/>
        <source>&amp;Restart Now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="440"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="470"/>
        <source>Rules of %1</source>
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="480"/>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;A %2 for %3.&lt;/p&gt;&lt;p&gt;From &lt;i&gt;%4&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;Ein %2 für %3.&lt;/p&gt;&lt;p&gt;Aus &lt;i&gt;%4&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="489"/>
        <source>This game is coming in a later version.</source>
        <translation>Dieses Spiel folgt in einer späteren Version.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="495"/>
        <source>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;The classic card games of Hoyle and Peel, played by one person against computer opponents.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 %2&lt;/h3&gt;&lt;p&gt;Die klassischen Kartenspiele von Hoyle und Peel, für eine Person gegen Computergegner.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder höher.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="500"/>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="536"/>
        <source>Your settings could not be saved:
%1</source>
        <translation>Ihre Einstellungen konnten nicht gespeichert werden:
%1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="548"/>
        <source>Some of your house-rule files could not be loaded and are left out:</source>
        <translation>Einige Ihrer Hausregel-Dateien konnten nicht geladen werden und bleiben außen vor:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="552"/>
        <source>Game ▸ House Rules… shows them again once they are mended.</source>
        <translation>Spiel ▸ Hausregeln… zeigt sie wieder, sobald sie berichtigt sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="565"/>
        <source>Your settings file %1 could not be read, so the default settings are in use. The damaged file was kept as:
%2</source>
        <translation>Ihre Einstellungsdatei %1 konnte nicht gelesen werden, daher gelten die Standardeinstellungen. Die beschädigte Datei wurde aufbewahrt als:
%2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/main_window.py" line="573"/>
        <source>Some settings in %1 had values that are not allowed and were reset: %2</source>
        <translation>Einige Einstellungen in %1 hatten unzulässige Werte und wurden zurückgesetzt: %2</translation>
    </message>
</context>
<context>
    <name>MatchingTable</name>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="50"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="52"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="72"/>
        <source>A computer player failed: %1</source>
        <translation>Ein Computerspieler ist gescheitert: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="160"/>
        <source>The game was resumed where it was left.</source>
        <translation>Die Partie wurde dort fortgesetzt, wo sie verlassen wurde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="215"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten Sie: Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/matching/table.py" line="216"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>MyBirdSings</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="18"/>
        <source>Deal %1: you deal.</source>
        <translation>Runde %1: Sie geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="21"/>
        <source>You turn the bird down as a trick and take fresh cards.</source>
        <translation>Sie legen den Vogel als Stich verdeckt ab und nehmen frische Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="27"/>
        <source>Deal %1: %2 deals.</source>
        <translation>Runde %1: %2 gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="34"/>
        <source>You throw the %1 to %2.</source>
        <translation>Sie werfen %2 %1 zu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="42"/>
        <source>%1 throws you the %2.</source>
        <translation>%1 wirft Ihnen %2 zu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="47"/>
        <source>%1 throws a card to %2.</source>
        <translation>%1 wirft %2 eine Karte zu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="53"/>
        <source>You draw the %1 from %2.</source>
        <translation>Sie ziehen %1 von %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="60"/>
        <source>%1 draws your %2.</source>
        <translation>%1 zieht Ihnen %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="62"/>
        <source>%1 draws a card from %2.</source>
        <translation>%1 zieht eine Karte von %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="64"/>
        <source>Round %1.</source>
        <translation>Umlauf %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="69"/>
        <source>You throw out the %1 and take the %2 from the stock (%3 passed over).</source>
        <translation>Sie werfen %1 ab und nehmen %2 vom Talon (%3 übersprungen).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="77"/>
        <source>%1 changes a card with the stock.</source>
        <translation>%1 tauscht eine Karte mit dem Talon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="80"/>
        <source>%1: “My bird sings!” (%2)</source>
        <translation>%1: „Mein Vogel singt!“ (%2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="85"/>
        <source>%1 turns the bird down as a trick and takes fresh cards.</source>
        <translation>%1 legt den Vogel als Stich verdeckt ab und nimmt frische Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="92"/>
        <source>The pack is out: the most tricks take the pool.</source>
        <translation>Das Kartenspiel ist aufgebraucht: Die meisten Stiche gewinnen den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="96"/>
        <source>No bird sang in %1 rounds: the pool stays for the next deal.</source>
        <translation>In %1 Umläufen hat kein Vogel gesungen: Der Pott bleibt für die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="107"/>
        <source>S&amp;ing: my bird sings</source>
        <translation>S&amp;ingen: mein Vogel singt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="108"/>
        <source>Throw to your &amp;left</source>
        <translation>Nach links &amp;werfen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="109"/>
        <source>&amp;Change with the stock</source>
        <translation>Mit dem Talon t&amp;auschen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="110"/>
        <source>&amp;No change</source>
        <translation>Kei&amp;n Tausch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="111"/>
        <source>&amp;Draw a card</source>
        <translation>Karte zi&amp;ehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="117"/>
        <source>Your bird sings! Say so.</source>
        <translation>Ihr Vogel singt! Sagen Sie es.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="119"/>
        <source>You lead: you may throw out a card and take one from the stock, or make no change.</source>
        <translation>Sie spielen vor: Sie dürfen eine Karte abwerfen und eine vom Talon nehmen, oder nichts tauschen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="124"/>
        <source>Choose a card to throw face down to your left-hand neighbour (double-click throws it).</source>
        <translation>Wählen Sie eine Karte, die Sie verdeckt Ihrem linken Nachbarn zuwerfen (Doppelklick wirft sie).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/bird_words.py" line="129"/>
        <source>Draw a card unseen from %1&apos;s hand: click one, or press 1 to 5.</source>
        <translation>Ziehen Sie verdeckt eine Karte aus der Hand von %1: Klicken Sie eine an, oder drücken Sie 1 bis 5.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="89"/>
        <source>4 (two partnerships)</source>
        <translation>4 (zwei Partnerschaften)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="107"/>
        <source>New Game – %1</source>
        <translation>Neues Spiel – %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="111"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="114"/>
        <source>%1 (mine)</source>
        <translation>%1 (eigene)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="125"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="132"/>
        <source>A new number</source>
        <translation>Eine neue Nummer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="134"/>
        <source>Game number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="136"/>
        <source>The same game number and house rules deal the same cards again (Game ▸ Game Number…).</source>
        <translation>Dieselbe Spielnummer und dieselben Hausregeln geben dieselben Karten noch einmal (Spiel ▸ Spielnummer…).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="142"/>
        <source>&amp;More choices</source>
        <translation>&amp;Weitere Optionen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="150"/>
        <source>Game &amp;number (optional):</source>
        <translation>Spiel&amp;nummer (optional):</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="321"/>
        <source>The game number must be a whole number below 2⁶³.</source>
        <translation>Die Spielnummer muss eine ganze Zahl unter 2⁶³ sein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="156"/>
        <source>&amp;House rules:</source>
        <translation>&amp;Hausregeln:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="158"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="160"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="167"/>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="216"/>
        <source>These house rules are for this number of players.</source>
        <translation>Diese Hausregeln gelten für diese Spielerzahl.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/new_game.py" line="260"/>
        <source>Computer %1:</source>
        <translation>Computer %1:</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="124"/>
        <source>Window position and size</source>
        <translation>Fensterposition und -größe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="127"/>
        <source>Window toolbars and docks</source>
        <translation>Symbolleisten und angedockte Fenster</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="129"/>
        <source>Last game played</source>
        <translation>Zuletzt gespieltes Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="131"/>
        <source>Last house rules, per game</source>
        <translation>Zuletzt gewählte Hausregeln je Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="137"/>
        <source>Last number of players, per game</source>
        <translation>Zuletzt gewählte Spielerzahl je Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="144"/>
        <source>Last opponents&apos; strengths, per game</source>
        <translation>Zuletzt gewählte Spielstärken der Gegner je Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="152"/>
        <source>Opponents&apos; strength</source>
        <translation>Spielstärke der Gegner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="155"/>
        <source>Count my own hands and cribs</source>
        <translation>Meine Hände und Cribs selbst zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="156"/>
        <source>Show hints</source>
        <translation>Tipps anzeigen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="161"/>
        <source>Tell me at once when the coach would have played otherwise</source>
        <translation>Sofort sagen, wenn der Trainer anders gespielt hätte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="163"/>
        <source>Review my lay-out after each hand</source>
        <translation>Meine Wahl für die Crib nach jeder Runde bewerten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="168"/>
        <source>At the end of a deal, go on by itself after</source>
        <translation>Am Ende einer Runde von selbst weiter nach</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="176"/>
        <source>Play a card that must follow on by itself (Pope Joan family)</source>
        <translation>Eine Karte, die folgen muss, von selbst spielen (Pope-Joan-Familie)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="182"/>
        <source>Loto: time between calls</source>
        <translation>Loto: Zeit zwischen den Ausrufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="185"/>
        <source>Loto: cover my numbers for me</source>
        <translation>Loto: meine Zahlen für mich abdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="186"/>
        <source>Loto: read the calls aloud</source>
        <translation>Loto: die Ausrufe vorlesen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="188"/>
        <source>Card width</source>
        <translation>Kartenbreite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="190"/>
        <source>Card animation time</source>
        <translation>Animationsdauer der Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="196"/>
        <source>Computer&apos;s thinking pause</source>
        <translation>Bedenkzeit des Computers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="200"/>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="201"/>
        <source>Card deck</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="202"/>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="204"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="212"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="213"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="214"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="215"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="216"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="217"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/storage/settings.py" line="218"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="46"/>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="47"/>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="48"/>
        <source>Green lattice</source>
        <translation>Grünes Gitter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="61"/>
        <source>%1:</source>
        <comment>a form label</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="66"/>
        <source>Hoyle (built in)</source>
        <translation>Hoyle (mitgeliefert)</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="120"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="122"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="131"/>
        <source>Cards and table</source>
        <translation>Karten und Tisch</translation>
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
        <translation>Zählen Sie Ihre Hände und Cribs selbst, statt sie zählen zu lassen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="148"/>
        <source>After a costly move, a short note says what the Expert would have played.</source>
        <translation>Nach einem teuren Zug sagt ein kurzer Hinweis, was der Experte gespielt hätte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="152"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="153"/>
        <source>Never: wait for me</source>
        <translation>Nie: auf mich warten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="155"/>
        <source>Every table stops at the end of a deal until you press a key or click the table.</source>
        <translation>Jeder Tisch hält am Ende einer Runde an, bis Sie eine Taste drücken oder auf den Tisch klicken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="162"/>
        <source>The table covers your numbers and claims your prizes, so you can watch.</source>
        <translation>Der Tisch deckt Ihre Zahlen ab und fordert Ihre Gewinne ein, damit Sie zuschauen können.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="166"/>
        <source>Each number called is spoken by the system&apos;s voice.</source>
        <translation>Jede ausgerufene Zahl wird von der Stimme des Systems gesprochen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="169"/>
        <source>No speech program was found on this computer.</source>
        <translation>Auf diesem Computer wurde kein Sprachprogramm gefunden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="174"/>
        <source>Needs a speech program (such as espeak-ng); none was found.</source>
        <translation>Braucht ein Sprachprogramm (etwa espeak-ng); keines wurde gefunden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="177"/>
        <source>Counting your own starts with your next game of Cribbage.</source>
        <translation>Das Selbstzählen beginnt mit Ihrem nächsten Cribbage-Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="178"/>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="201"/>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="204"/>
        <source>Interface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="242"/>
        <source>Used from the next new game.</source>
        <translation>Gilt ab dem nächsten neuen Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/options.py" line="246"/>
        <source>The game in play: %1.</source>
        <translation>Das laufende Spiel: %1.</translation>
    </message>
</context>
<context>
    <name>PopeJoan</name>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="23"/>
        <source>%1: %2 to dress the board</source>
        <translation>%1: %2 zum Besetzen des Bretts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="24"/>
        <source>%1: %2 staked on the board</source>
        <translation>%1: %2 aufs Brett gesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="25"/>
        <source>%1: %2 onto the board for cards left</source>
        <translation>%1: %2 für Restkarten aufs Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="26"/>
        <source>%1: %2 staked on Game</source>
        <translation>%1: %2 auf Spiel gesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="27"/>
        <source>%1: %2 staked on Matrimony</source>
        <translation>%1: %2 auf Hochzeit gesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="28"/>
        <source>%1: %2 staked on Intrigue</source>
        <translation>%1: %2 auf Intrige gesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="29"/>
        <source>%1: %2 staked on the pool</source>
        <translation>%1: %2 in den Pott gesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="32"/>
        <source>The board is dressed with %1</source>
        <translation>Das Brett ist mit %1 besetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="33"/>
        <source>Paid onto the board for cards left: %1</source>
        <translation>Für Restkarten aufs Brett gezahlt: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="34"/>
        <source>Staked on Game: %1</source>
        <translation>Auf Spiel gesetzt: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="35"/>
        <source>Staked: %1</source>
        <translation>Gesetzt: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="43"/>
        <source>%1: %2 from Pope, the Pope turned up</source>
        <translation>%1: %2 aus Papst, der Papst wurde aufgedeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="44"/>
        <source>%1: %2 from %3, the honour turned up</source>
        <translation>%1: %2 aus %3, der Honneur wurde aufgedeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="45"/>
        <source>%1: Matrimony, %2</source>
        <translation>%1: Hochzeit, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="46"/>
        <source>%1: Intrigue, %2</source>
        <translation>%1: Intrige, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="47"/>
        <source>%1: %2, a share of Matrimony</source>
        <translation>%1: %2, Anteil an Hochzeit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="48"/>
        <source>%1: %2, a share of Intrigue</source>
        <translation>%1: %2, Anteil an Intrige</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="49"/>
        <source>%1: Game, %2</source>
        <translation>%1: Spiel, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="50"/>
        <source>%1: the pool, %2</source>
        <translation>%1: der Pott, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="51"/>
        <source>%1: %2 from the %3 pool card</source>
        <translation>%1: %2 von der Pottkarte %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="52"/>
        <source>%1: %2 of what was left on the board</source>
        <translation>%1: %2 vom Rest auf dem Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="53"/>
        <source>%1: %2 from %3</source>
        <translation>%1: %2 aus %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="60"/>
        <source>%1: %2 for the Pope</source>
        <translation>%1: %2 für den Papst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="61"/>
        <source>%1: %2 for the Pope turned up</source>
        <translation>%1: %2 für den aufgedeckten Papst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="62"/>
        <source>%1: %2 for Spin</source>
        <translation>%1: %2 für Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="63"/>
        <source>%1: %2 for the king</source>
        <translation>%1: %2 für den König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="64"/>
        <source>%1: %2 for the cards left in hand</source>
        <translation>%1: %2 für die Restkarten auf der Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="65"/>
        <source>%1: %2 for the cards left, double from the holder of Spin</source>
        <translation>%1: %2 für die Restkarten, doppelt vom Besitzer von Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="68"/>
        <source>%1: %2 collected</source>
        <translation>%1: %2 kassiert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="73"/>
        <source>from %1</source>
        <translation>(Zahler: %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="78"/>
        <source>%1: bought in, %2 from the box</source>
        <translation>%1: nachgekauft, %2 aus dem Vorrat</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="83"/>
        <source>%1: %2 short, the purse is empty</source>
        <translation>%1: %2 zu wenig, die Kasse ist leer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="90"/>
        <source>First dealer: %1, the first out in the last game</source>
        <translation>Erster Geber: %1, als Erster aus der letzten Partie ausgeschieden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="93"/>
        <source>First dealer: %1</source>
        <translation>Erster Geber: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="94"/>
        <source>First dealer: %1, dealt the first knave (%2)</source>
        <translation>Erster Geber: %1 (erster Bube: %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="101"/>
        <source>Deal %1, dealer: %3</source>
        <translation>Runde %1, Geber: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="103"/>
        <source>Deal %1 of %2, dealer: %3</source>
        <translation>Runde %1 von %2, Geber: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="108"/>
        <source>Turned up: the %1; %2 are trumps</source>
        <translation>Aufgedeckt: %1; %2 ist Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="113"/>
        <source>The pool cards: %1</source>
        <translation>Die Pottkarten: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="119"/>
        <source>%1 (in lieu)</source>
        <translation>%1 (als Ersatz)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="121"/>
        <source>%1 (Spin)</source>
        <translation>%1 (Spin)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="132"/>
        <source>%1 — stop: %2.</source>
        <translation>%1 — Stopp: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="134"/>
        <source>%1 — stop: %2. You lead.</source>
        <translation>%1 — Stopp: %2. Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="136"/>
        <source>%1 — stop: %2. %3 leads.</source>
        <translation>%1 — Stopp: %2. %3 spielt aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="142"/>
        <source>You declare %2 (%3)</source>
        <translation>Sie melden %2 (%3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="144"/>
        <source>%1 declares %2 (%3)</source>
        <translation>%1 meldet %2 (%3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="151"/>
        <source>Pope Joan turned up: you win the deal</source>
        <translation>Pope Joan aufgedeckt: Sie gewinnen die Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="152"/>
        <source>Pope Joan turned up: %1 wins the deal</source>
        <translation>Pope Joan aufgedeckt: %1 gewinnt die Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="156"/>
        <source>%1 — you are out of cards and win the deal!</source>
        <translation>%1 — Sie haben keine Karten mehr und gewinnen die Runde!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="158"/>
        <source>%1 — %2 is out of cards and wins the deal.</source>
        <translation>%1 — %2 hat keine Karten mehr und gewinnt die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="163"/>
        <source>The dead hand: %1</source>
        <translation>Die tote Hand: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="168"/>
        <source>You have no counters left and leave the table</source>
        <translation>Sie haben keine Spielmarken mehr und verlassen den Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="169"/>
        <source>%1 has no counters left and leaves the table</source>
        <translation>%1 hat keine Spielmarken mehr und verlässt den Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="176"/>
        <source>won %1</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="178"/>
        <source>lost %1</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="179"/>
        <source>came out even</source>
        <translation>weder gewonnen noch verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="184"/>
        <source>You won %1</source>
        <translation>Sie haben %1 gewonnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="186"/>
        <source>You lost %1</source>
        <translation>Sie haben %1 verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="187"/>
        <source>You came out even</source>
        <translation>Sie haben weder gewonnen noch verloren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="192"/>
        <source>You have the most counters!</source>
        <translation>Sie haben die meisten Spielmarken!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="194"/>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="89"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="196"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/history_words.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="21"/>
        <source>Purse: %1</source>
        <translation>Kasse: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="40"/>
        <source>Pope</source>
        <translation>Papst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="41"/>
        <source>Matrimony</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="42"/>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="43"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="44"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="45"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="46"/>
        <source>Knave</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="47"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="48"/>
        <source>Pool</source>
        <translation>Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="57"/>
        <source>won by %1</source>
        <translation>gewonnen mit %1</translation>
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
        <translation>Sie müssen %1 spielen – die nächste Karte der Folge.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="87"/>
        <source>Wait for your turn.</source>
        <translation>Bitte warten Sie, bis Sie an der Reihe sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="88"/>
        <source>You must play the card that follows on.</source>
        <translation>Sie müssen die nächste Karte der Folge spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="90"/>
        <source>That cannot be played now.</source>
        <translation>Das können Sie jetzt nicht spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="95"/>
        <source>You played a stop: lead any card.</source>
        <translation>Sie haben einen Stopper gespielt: Spielen Sie eine beliebige Karte aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="97"/>
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: Legen Sie eine beliebige Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="99"/>
        <source>Stops in your hand: %1.</source>
        <translation>Stopper auf Ihrer Hand: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="105"/>
        <source>Play your %1: it follows on.</source>
        <translation>Spielen Sie %1 – die nächste Karte der Folge.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="113"/>
        <source>Or click Spin (the ace of diamonds) to play it beside that card: a stop, and you lead.</source>
        <translation>Oder klicken Sie auf Spin (das Karo-Ass), um es neben diese Karte zu legen: Das ist ein Stopper, und Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="117"/>
        <source>Click Spin (the ace of diamonds) to play it alone: a stop, and you keep the lead.</source>
        <translation>Klicken Sie auf Spin (das Karo-Ass), um es allein zu spielen: Das ist ein Stopper, und Sie bleiben am Ausspiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="124"/>
        <source>Play stopped: nobody can play the %1. Play your Pope (nine of diamonds) in its place, or pass?</source>
        <translation>Das Spiel stockt: Niemand kann %1 spielen. Ihren Papst (Karo-Neun) stattdessen spielen oder passen?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="129"/>
        <source>Play stopped. Play the Pope (nine of diamonds) in place of the missing card, or pass?</source>
        <translation>Die Folge ist gestoppt. Den Papst (Karo-Neun) anstelle der fehlenden Karte spielen oder passen?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="137"/>
        <source>Play &amp;Spin alone (a stop)</source>
        <translation>&amp;Spin allein spielen (Stopper)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="140"/>
        <source>Declare &amp;Matrimony</source>
        <translation>&amp;Hochzeit melden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="141"/>
        <source>Declare &amp;Intrigue</source>
        <translation>&amp;Intrige melden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="143"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="145"/>
        <source>Play the Pope &amp;in lieu</source>
        <translation>Papst als &amp;Ersatz spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="147"/>
        <source>Play %1 with &amp;Spin</source>
        <translation>%1 mit &amp;Spin spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="150"/>
        <source>Lead %1 as an &amp;ordinary ace</source>
        <translation>%1 als gewöhnliches &amp;Ass ausspielen</translation>
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
        <translation>Jig!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="163"/>
        <source>Spin!</source>
        <translation>Spin!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="164"/>
        <source>Pope, in lieu!</source>
        <translation>Papst als Ersatz!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="170"/>
        <source>Snip-Jig!</source>
        <translation>Snip-Jig!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="171"/>
        <source>Snap-Jig!</source>
        <translation>Snap-Jig!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="172"/>
        <source>Snorum-Jig!</source>
        <translation>Snorum-Jig!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="173"/>
        <source>Hicockalorum-Jig!</source>
        <translation>Hicockalorum-Jig!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="179"/>
        <source>Spin: stop!</source>
        <translation>Spin: Stopp!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="180"/>
        <source>Stop!</source>
        <translation>Stopp!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="185"/>
        <source>a king, nothing follows</source>
        <translation>ein König, auf ihn folgt nichts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="186"/>
        <source>the next card is already played</source>
        <translation>die nächste Karte ist schon gespielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="187"/>
        <source>nobody holds the next card</source>
        <translation>niemand hat die nächste Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="188"/>
        <source>the next card is the turn-up</source>
        <translation>die nächste Karte liegt aufgedeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="189"/>
        <source>the next card is a pool card</source>
        <translation>die nächste Karte ist eine Pottkarte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="190"/>
        <source>the next card is out of the pack</source>
        <translation>die nächste Karte ist aus dem Spiel genommen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="191"/>
        <source>Spin makes a stop</source>
        <translation>Spin ist ein Stopper</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="192"/>
        <source>the fifth card of the run</source>
        <translation>die fünfte Karte der Folge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="199"/>
        <source>Pope!</source>
        <translation>Papst!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="200"/>
        <source>Matrimony!</source>
        <translation>Hochzeit!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="201"/>
        <source>Intrigue!</source>
        <translation>Intrige!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="202"/>
        <source>Matrimony, shared!</source>
        <translation>Hochzeit, geteilt!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="203"/>
        <source>Intrigue, shared!</source>
        <translation>Intrige, geteilt!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="204"/>
        <source>Ace!</source>
        <translation>Ass!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="205"/>
        <source>King!</source>
        <translation>König!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="206"/>
        <source>Queen!</source>
        <translation>Dame!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="207"/>
        <source>Knave!</source>
        <translation>Bube!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="208"/>
        <source>Pool card!</source>
        <translation>Pottkarte!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="209"/>
        <source>Pope turned up!</source>
        <translation>Papst aufgedeckt!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="210"/>
        <source>Honour turned up!</source>
        <translation>Honneur aufgedeckt!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="216"/>
        <source>sits out this deal</source>
        <translation>diese Runde nicht dabei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="217"/>
        <source>left the table</source>
        <translation>nicht mehr am Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="224"/>
        <source>Dead hand</source>
        <translation>Tote Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="225"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="226"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="227"/>
        <source>Game resumed</source>
        <translation>Spiel fortgesetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="228"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="229"/>
        <source>A computer player failed: %1</source>
        <translation>Fehler bei einem Computerspieler: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="230"/>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="231"/>
        <source>Your hand: %1</source>
        <translation>Ihre Hand: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="232"/>
        <source>Counters won or paid</source>
        <translation>Spielmarken gewonnen oder gezahlt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/wording.py" line="237"/>
        <source>Out!</source>
        <translation>Aus!</translation>
    </message>
</context>
<context>
    <name>ProfileMessages</name>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="41"/>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="43"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="98"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="137"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="52"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="99"/>
        <source>an empty value</source>
        <translation>ein leerer Wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="56"/>
        <source>the text %1</source>
        <translation>der Text %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="58"/>
        <source>the fraction %1</source>
        <translation>die Dezimalzahl %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="66"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="69"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="79"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="81"/>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="82"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="84"/>
        <source>(allowed: %1)</source>
        <translation>(erlaubt: %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="93"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="94"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="95"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="96"/>
        <location filename="../hoyle_desktop/profiles/messages.py" line="125"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="97"/>
        <source>a mapping of keys to values</source>
        <translation>eine Zuordnung von Schlüsseln zu Werten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="111"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 von %2 bis %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="113"/>
        <source>%1 of at least %2</source>
        <translation>%1 von mindestens %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="115"/>
        <source>%1 of at most %2</source>
        <translation>%1 von höchstens %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="120"/>
        <source>one of %1</source>
        <translation>einer der Werte %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="126"/>
        <source>text of at most %1 characters</source>
        <translation>Text mit höchstens %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="130"/>
        <source>a mapping with the keys %1</source>
        <translation>eine Zuordnung mit den Schlüsseln %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="135"/>
        <source>a list of different values</source>
        <translation>eine Liste verschiedener Werte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="139"/>
        <source>(at most %1)</source>
        <translation>(höchstens %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="140"/>
        <source>%1, each %2</source>
        <translation>%1, jeweils %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="145"/>
        <source>no other profiles</source>
        <translation>keine anderen Profile</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="152"/>
        <source>the file cannot be read: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="156"/>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="160"/>
        <source>the file is larger than %1 KiB; a profile is a few lines of text</source>
        <translation>die Datei ist größer als %1 KiB; ein Profil besteht nur aus wenigen Textzeilen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="165"/>
        <source>this is not valid YAML: %1</source>
        <translation>das ist kein gültiges YAML: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="169"/>
        <source>the file nests or repeats itself too deeply (check its &amp; anchors and * aliases)</source>
        <translation>die Datei ist zu tief verschachtelt oder wiederholt sich zu oft (prüfen Sie ihre &amp; anchors und * aliases)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="175"/>
        <source>brackets or indentation nest too deeply (more than %1 levels)</source>
        <translation>Klammern oder Einrückungen sind zu tief verschachtelt (mehr als %1 Ebenen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="182"/>
        <source>a date</source>
        <translation>ein Datum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="183"/>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="184"/>
        <source>a set</source>
        <translation>eine Menge (set)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="185"/>
        <source>an ordered mapping</source>
        <translation>eine geordnete Zuordnung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="186"/>
        <source>a list of pairs</source>
        <translation>eine Liste von Paaren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="191"/>
        <source>the tag %1 is not allowed</source>
        <translation>das Tag %1 ist nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="192"/>
        <source>YAML reads this as %1, which a profile cannot hold; put it in quotes to make it text</source>
        <translation>YAML liest dies als %1, was ein Profil nicht enthalten kann; setzen Sie es in Anführungszeichen, damit es Text wird</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="202"/>
        <source>%1 cannot be read as %2</source>
        <translation>%1 lässt sich nicht als %2 lesen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="207"/>
        <source>the number has more than %1 digits</source>
        <translation>die Zahl hat mehr als %1 Ziffern</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="211"/>
        <source>the file could not be checked: %1</source>
        <translation>die Datei konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="215"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="220"/>
        <source>a profile must be a mapping of keys to values, not %1</source>
        <translation>ein Profil muss eine Zuordnung von Schlüsseln zu Werten sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="225"/>
        <source>this key appears twice (first on line %1)</source>
        <translation>dieser Schlüssel kommt zweimal vor (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="229"/>
        <source>%1 cannot be a key: keys are names (text)</source>
        <translation>%1 kann kein Schlüssel sein: Schlüssel sind Namen (Text)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="233"/>
        <source>there is no key %1 here</source>
        <translation>hier gibt es keinen Schlüssel %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="237"/>
        <source>this key is required</source>
        <translation>dieser Schlüssel ist erforderlich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="241"/>
        <source>expected %1, found %2</source>
        <translation>erwartet wurde %1, gefunden wurde %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="245"/>
        <source>%1 is too large</source>
        <translation>%1 ist zu groß</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="249"/>
        <source>%1 is too small</source>
        <translation>%1 ist zu klein</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="253"/>
        <source>%1 is not one of the choices</source>
        <translation>%1 gehört nicht zur Auswahl</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="258"/>
        <source>the text is too long</source>
        <translation>der Text ist zu lang</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="259"/>
        <source>the list is too long</source>
        <translation>die Liste ist zu lang</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="264"/>
        <source>the text is empty</source>
        <translation>der Text ist leer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="265"/>
        <source>the list is too short</source>
        <translation>die Liste ist zu kurz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="269"/>
        <source>%1 is not in the right form</source>
        <translation>%1 hat nicht das richtige Format</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="273"/>
        <source>the list has the same value more than once</source>
        <translation>die Liste enthält denselben Wert mehrmals</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="281"/>
        <source>there is no game %1 with house rules</source>
        <translation>es gibt kein Spiel %1 mit Hausregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="285"/>
        <source>there is no profile %1 to extend</source>
        <translation>es gibt kein Profil %1, das erweitert werden könnte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="290"/>
        <source>the profile it extends, %1, has errors of its own</source>
        <translation>das erweiterte Profil %1 hat selbst Fehler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="296"/>
        <source>a profile cannot extend itself</source>
        <translation>ein Profil kann nicht sich selbst erweitern</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="297"/>
        <source>the profiles extend each other in a circle: %1</source>
        <translation>die Profile erweitern sich gegenseitig im Kreis: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="303"/>
        <source>%1 is a profile for %2, not this game</source>
        <translation>%1 ist ein Profil für %2, nicht für dieses Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="308"/>
        <source>%1 is the id of a built-in profile, which always wins; rename this file (and its extends:) to use it</source>
        <translation>%1 ist die ID eines mitgelieferten Profils, das immer Vorrang hat; benennen Sie diese Datei (und ihr extends:) um, um sie zu verwenden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="317"/>
        <source>%1 cannot be a profile id</source>
        <translation>%1 kann keine Profil-ID sein</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="321"/>
        <source>lower-case letters, digits, - and _, starting with a letter or digit, up to 64 characters</source>
        <translation>Kleinbuchstaben, Ziffern, - und _, beginnend mit einem Buchstaben oder einer Ziffer, höchstens 64 Zeichen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="328"/>
        <source>rules: all of them, including those taken from %1</source>
        <translation>rules: alle, auch die von %1 übernommenen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="333"/>
        <source>there is already a profile %1; choose another id</source>
        <translation>es gibt bereits ein Profil %1; wählen Sie eine andere ID</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="338"/>
        <source>%1 is a built-in profile and cannot be changed or deleted</source>
        <translation>%1 ist ein mitgeliefertes Profil und kann weder geändert noch gelöscht werden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="343"/>
        <source>%1 cannot be deleted: %2 extend it</source>
        <translation>%1 kann nicht gelöscht werden: es wird von %2 erweitert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="348"/>
        <source>there is no profile %1; the profiles are: %2</source>
        <translation>es gibt kein Profil %1; vorhandene Profile: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="353"/>
        <source>there is no user profile %1</source>
        <translation>es gibt kein Benutzerprofil %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/profiles/messages.py" line="357"/>
        <source>no house-rules schema for the game %1; the games with house rules are: %2</source>
        <translation>kein Hausregel-Schema für das Spiel %1; Spiele mit Hausregeln: %2</translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="452"/>
        <source>Four-Handed All-Fours</source>
        <translation>All-Fours zu viert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="453"/>
        <source>Four players in partnerships, partners facing each other; only the dealer and the elder hand look before the beg.</source>
        <translation>Vier Spieler in Partnerschaften, Partner sitzen sich gegenüber; nur Geber und Vorhand sehen ihre Karten vor dem Betteln an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="454"/>
        <source>All-Fours, Strict Count</source>
        <translation>All-Fours, strenges Zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="455"/>
        <source>Two players; a point when the other neither follows nor trumps, and each counts his points without looking, losing one for a miscount.</source>
        <translation>Zwei Spieler; ein Punkt, wenn der andere weder bedient noch trumpft, und jeder zählt seine Punkte, ohne nachzusehen, und verliert einen bei falscher Zählung.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="456"/>
        <source>All-Fours</source>
        <translation>All-Fours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="457"/>
        <source>Seven Up for two players; six cards each, High, Low, Jack and Game, seven points the game.</source>
        <translation>Seven Up für zwei Spieler; sechs Karten jeder, High, Low, Jack und Game, sieben Punkte gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="458"/>
        <source>Baccarat Banque</source>
        <translation>Baccarat Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="459"/>
        <source>Three packs, a permanent banker against the right and left tableaux until the packs are dealt out.</source>
        <translation>Drei Kartenspiele, ein fester Bankhalter gegen das rechte und das linke Tableau, bis die Kartenspiele ausgegeben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="460"/>
        <source>Baccarat Chemin de Fer, club rules</source>
        <translation>Baccarat Chemin de Fer, Klubregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="461"/>
        <source>A false draw is fined, ties are returned at once, and a punter may call for fresh packs at his own expense.</source>
        <translation>Falsches Ziehen wird bestraft, Gleichstände werden sofort zurückgegeben, und ein Pointeur darf auf eigene Kosten neue Karten verlangen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="462"/>
        <source>Baccarat Chemin de Fer</source>
        <translation>Baccarat Chemin de Fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="463"/>
        <source>Six packs, the bank passing on when it loses, banco, the punter&apos;s choice at five, ties standing over.</source>
        <translation>Sechs Kartenspiele, die Bank geht weiter, wenn sie verliert, Banco, die Wahl des Pointeurs bei fünf, Gleichstände bleiben stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="464"/>
        <source>Blind Hookey, three packets</source>
        <translation>Blind Hookey, drei Päckchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="465"/>
        <source>The dealer cuts three packets; the punters stake on two and the rejected one is the dealer&apos;s.</source>
        <translation>Der Geber teilt drei Päckchen; die Pointeure setzen auf zwei, und das abgelehnte gehört dem Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="466"/>
        <source>Blind Hookey</source>
        <translation>Blind Hookey</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="467"/>
        <source>Every player cuts a packet and stakes blind; ties and lower cards pay the dealer.</source>
        <translation>Jeder Spieler hebt ein Päckchen ab und setzt blind; Gleichstand und niedrigere Karten zahlen an den Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="468"/>
        <source>Cassino with building</source>
        <translation>Cassino mit Bauen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="469"/>
        <source>Two players, with today&apos;s builds as house rules (raising and multiple builds; a player with a build must take it or add to it); game 21.</source>
        <translation>Zwei Spieler, mit dem heutigen Bauen als Hausregeln (Erhöhen und mehrfache Baue; wer einen Bau hat, muss ihn nehmen oder darauf weiterbauen); Partie 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="470"/>
        <source>Cassino for six</source>
        <translation>Cassino zu sechst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="471"/>
        <source>Six players each for himself, each scoring his own points; the pack goes out in two rounds of four each; game 21.</source>
        <translation>Sechs Spieler, jeder für sich, jeder erhält seine eigenen Punkte; das Blatt geht in zwei Runden zu je vier Karten aus; Partie bis 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="472"/>
        <source>Cassino for three</source>
        <translation>Cassino zu dritt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="473"/>
        <source>Three players each for himself, each scoring his own points; game 21.</source>
        <translation>Drei Spieler, jeder für sich, jeder erhält seine eigenen Punkte; Partie bis 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="474"/>
        <source>Cassino for two</source>
        <translation>Cassino zu zweit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="475"/>
        <source>Two players; the higher count scores the difference; game 21.</source>
        <translation>Zwei Spieler; das höhere Ergebnis erhält die Differenz; Partie bis 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="476"/>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="477"/>
        <source>Four players, two against two; take table cards by rank and by sums, sweeps, the count (Great and Little Cassino, aces, spades, cards); game 21.</source>
        <translation>Vier Spieler, zwei gegen zwei; Tischkarten nach Rang und nach Summen nehmen, Abräumen, die Zählung (Großes und Kleines Cassino, Asse, Pik, Karten); Partie bis 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="478"/>
        <source>Commerce: continuous dealing</source>
        <translation>Commerce: fortlaufendes Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="479"/>
        <source>The new game; the dealer keeps the deal until someone shows a tricon, sequence or flush, and a beaten dealer holding a combination pays the better hands.</source>
        <translation>Das neue Spiel; der Geber behält das Geben, bis jemand ein Tricon, eine Sequenz oder einen Flush zeigt, und ein geschlagener Geber mit einer Kombination zahlt den besseren Händen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="480"/>
        <source>Commerce: the old game</source>
        <translation>Commerce: das alte Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="481"/>
        <source>Three cards face up on the table: exchange, pass or stand; when two stand the rest have one more exchange; the winner takes a stake from each.</source>
        <translation>Drei Karten offen auf dem Tisch: tauschen, passen oder stehen bleiben; wenn zwei stehen bleiben, dürfen die übrigen noch einmal tauschen; der Gewinner erhält von jedem einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="482"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="483"/>
        <source>The new game: trade for ready money with the dealer or by barter with your left-hand neighbour; the first to stand ends the trading.</source>
        <translation>Das neue Spiel: gegen bar mit dem Geber handeln oder mit dem linken Nachbarn tauschen; wer zuerst stehen bleibt, beendet den Handel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="484"/>
        <source>Crazy Eights, penalty points</source>
        <translation>Crazy Eights, Strafpunkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="485"/>
        <source>Cards left in hand count against their holder (eights 50, court cards 10, others their pips); at 100 the lowest total wins.</source>
        <translation>Die Karten auf der Hand zählen gegen ihren Besitzer (Achten 50, Bilder 10, andere ihren Augenwert); bei 100 gewinnt die niedrigste Summe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="486"/>
        <source>Crazy Eights, the winner scores</source>
        <translation>Crazy Eights, der Gewinner zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="487"/>
        <source>Two players; the one out of cards scores what is left in the other hand; the first to 100 wins.</source>
        <translation>Zwei Spieler; wer keine Karten mehr hat, erhält den Wert der anderen Hand; wer zuerst 100 erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="488"/>
        <source>Crazy Eights</source>
        <translation>Crazy Eights</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="489"/>
        <source>Five cards each (seven for two); match the top card&apos;s suit or rank, eights are wild; the first out of cards wins.</source>
        <translation>Fünf Karten für jeden (sieben zu zweit); Farbe oder Rang der obersten Karte bedienen, Achten sind Joker; wer zuerst keine Karten mehr hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="490"/>
        <source>Extended Commerce</source>
        <translation>Erweitertes Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="491"/>
        <source>The new game traded until every player has stood.</source>
        <translation>Das neue Spiel, gehandelt, bis alle stehen geblieben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="492"/>
        <source>Five-Pool Pope</source>
        <translation>Five-Pool Pope</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="493"/>
        <source>A smaller board of Pope, Matrimony, Intrigue, Ace and Game, dressed with at least twelve counters in equal shares, the dealer paying double (fifteen with four players).</source>
        <translation>Ein kleineres Brett mit Papst, Hochzeit, Intrige, Ass und Spiel, besetzt mit mindestens zwölf Spielmarken zu gleichen Teilen, wobei der Geber doppelt zahlt (fünfzehn bei vier Spielern).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="494"/>
        <source>Fiving</source>
        <translation>Fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="495"/>
        <source>Spoil-Five for two: the non-dealer may ask the dealer to five it, turning up a new trump.</source>
        <translation>Spoil-Five zu zweit: Der Nichtgeber darf den Geber bitten, einen neuen Trumpf aufzudecken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="496"/>
        <source>Forty-Five</source>
        <translation>Forty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="497"/>
        <source>Five points a trick, the first to forty-five wins; all five tricks win outright.</source>
        <translation>Fünf Punkte je Stich, wer zuerst fünfundvierzig hat, gewinnt; alle fünf Stiche gewinnen sofort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="498"/>
        <source>Four-handed cribbage (partners)</source>
        <translation>Cribbage zu viert (Partner)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="499"/>
        <source>Two partnerships, partners facing, five cards each and a hundred and twenty-one up; a lurch below sixty-one counts double.</source>
        <translation>Zwei Partnerschaften, Partner gegenüber, je fünf Karten, Spiel auf 121; ein Lurch unter 61 zählt doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="500"/>
        <source>Hoyle&apos;s five-card game</source>
        <translation>Hoyles Spiel mit fünf Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="501"/>
        <source>The old game of five cards and sixty-one up; the non-dealer takes three for last and the play stops at the first go.</source>
        <translation>Das alte Spiel mit fünf Karten auf 61; der Nichtgeber bekommt drei zum Ausgleich, und das Ausspielen endet beim ersten Go.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="502"/>
        <source>Hoyle&apos;s seven-card game</source>
        <translation>Hoyles Spiel mit sieben Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="503"/>
        <source>Seven cards each and a long game of a hundred and eighty-one; a lurch below ninety-one counts double.</source>
        <translation>Je sieben Karten und ein langes Spiel auf 181; ein Lurch unter 91 zählt doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="504"/>
        <source>Hoyle&apos;s six-card game</source>
        <translation>Hoyles Spiel mit sechs Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="505"/>
        <source>Two players, six cards each, a hundred and twenty-one up; a lurch below sixty-one counts double.</source>
        <translation>Zwei Spieler, je sechs Karten, Spiel auf 121; ein Lurch unter 61 zählt doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="506"/>
        <source>Jig</source>
        <translation>Jig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="507"/>
        <source>Runs of five at most, Snip to Jig, the player of Jig or of a stop leading again.</source>
        <translation>Folgen von höchstens fünf Karten, Snip bis Jig; wer Jig oder einen Stopper spielt, spielt erneut aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="508"/>
        <source>Limited Commerce</source>
        <translation>Beschränktes Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="509"/>
        <source>The new game with tricon, sequence, flush and point only: a pair counts for its point.</source>
        <translation>Das neue Spiel nur mit Tricon, Sequenz, Flush und Punkten: Ein Paar zählt seine Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="510"/>
        <source>Loto, second method</source>
        <translation>Loto, zweite Methode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="511"/>
        <source>Two cards each, drawings of ten knobs paid by the counters on each line, until the counters on the table are gone.</source>
        <translation>Zwei Karten je Spieler, Ziehungen von zehn Kugeln, bezahlt nach den Spielmarken auf jeder Reihe, bis die Spielmarken auf dem Tisch aufgebraucht sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="512"/>
        <source>Loto, second method, twelve drawings</source>
        <translation>Loto, zweite Methode, zwölf Ziehungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="513"/>
        <source>The second method agreed to end at the twelfth drawing, exchanges allowed before every drawing, on a box of eighteen cards.</source>
        <translation>Die zweite Methode mit Ende nach der zwölften Ziehung, Tausch vor jeder Ziehung, mit einem Kasten von achtzehn Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="514"/>
        <source>Loto, whole card only</source>
        <translation>Loto, nur die ganze Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="515"/>
        <source>The first method with the whole pool for the first full card, two cards each, and the covering counters taken from the pool.</source>
        <translation>Die erste Methode: der ganze Pott für die erste volle Karte, zwei Karten je Spieler, die Spielmarken zum Abdecken aus dem Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="516"/>
        <source>Loto</source>
        <translation>Loto</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="517"/>
        <source>The first method, a race: a quarter of the pool for the first row, a quarter for two rows, the rest for the first full card.</source>
        <translation>Die erste Methode, ein Wettlauf: ein Viertel des Potts für die erste Reihe, ein Viertel für zwei Reihen, der Rest für die erste volle Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="518"/>
        <source>Today&apos;s six-card game</source>
        <translation>Das heutige Spiel mit sechs Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="519"/>
        <source>Six cards, a hundred and twenty-one up, skunks instead of the lurch, and muggins for overlooked points.</source>
        <translation>Sechs Karten, Spiel auf 121, Schneider statt Lurch und Muggins für übersehene Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="520"/>
        <source>My Bird Sings: drawn from the hand</source>
        <translation>Mein Vogel singt: aus der Hand gezogen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="521"/>
        <source>The second method: your left-hand neighbour draws a card unseen from your hand.</source>
        <translation>Die zweite Art: Ihr linker Nachbar zieht verdeckt eine Karte aus Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="522"/>
        <source>My Bird Sings: flushes only</source>
        <translation>Mein Vogel singt: nur Flushes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="523"/>
        <source>Only four cards of one suit sing.</source>
        <translation>Nur vier Karten einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="524"/>
        <source>My Bird Sings: three cards</source>
        <translation>Mein Vogel singt: drei Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="525"/>
        <source>Three cards each; three of one suit sing.</source>
        <translation>Drei Karten für jeden; drei einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="526"/>
        <source>My Bird Sings through the pack</source>
        <translation>Mein Vogel singt durch das ganze Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="527"/>
        <source>Each song is turned down as a trick and the singer takes four fresh cards, until the pack is out; the most tricks take the pool.</source>
        <translation>Jeder Gesang wird als Stich verdeckt abgelegt, und der Sänger nimmt vier frische Karten, bis das Kartenspiel aufgebraucht ist; die meisten Stiche gewinnen den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="528"/>
        <source>My Bird Sings</source>
        <translation>Mein Vogel singt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="529"/>
        <source>Four cards each, thrown to the left one at a time until a player holds four of one suit or one of each suit.</source>
        <translation>Vier Karten für jeden, einzeln nach links geworfen, bis ein Spieler vier einer Farbe oder eine von jeder Farbe hält.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="530"/>
        <source>Newmarket as played today</source>
        <translation>Newmarket, wie heute gespielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="531"/>
        <source>A full pack and a dead hand, a stake on every pool card, and the same card from the pack takes it.</source>
        <translation>Ein volles Kartenspiel und eine tote Hand, ein Einsatz auf jeder Pottkarte, und dieselbe Karte aus dem Spiel gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="532"/>
        <source>Newmarket</source>
        <translation>Newmarket</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="533"/>
        <source>Peel&apos;s game, with the sevens out and the card just below each pool card taking its stakes.</source>
        <translation>Peels Spiel, ohne die Siebenen; die Karte direkt unter einer Pottkarte gewinnt deren Einsätze.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="534"/>
        <source>Pool Commerce</source>
        <translation>Pool-Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="535"/>
        <source>The old game for three counters each: the worst hand loses a counter, the last player with counters takes the pool; the first out may buy a horse.</source>
        <translation>Das alte Spiel um drei Marken je Spieler: Die schlechteste Hand verliert eine Marke, der Letzte mit Marken gewinnt den Pott; wer zuerst ausscheidet, darf ein Pferd kaufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="536"/>
        <source>Pope Joan, winner takes Game only</source>
        <translation>Pope Joan, Gewinner nimmt nur Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="537"/>
        <source>The board dressed for the first deal only; the first out takes only Game, and the cards left in hand are paid onto the board.</source>
        <translation>Das Brett wird nur für die erste Runde besetzt; wer zuerst keine Karten mehr hat, nimmt nur Spiel, und die Karten auf der Hand werden auf das Brett bezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="538"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="539"/>
        <source>Peel&apos;s eight-pool board, dressed by everyone with the dealer paying double, and a spare hand for stops nobody sees.</source>
        <translation>Peels Brett mit acht Fächern, von allen besetzt, der Geber zahlt doppelt, und eine tote Hand für Stopper, die niemand sieht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="540"/>
        <source>Snip-Snap-Snorum, first out wins</source>
        <translation>Snip-Snap-Snorum, wer zuerst ausgeht, gewinnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="541"/>
        <source>The whole pack dealt and counters unlimited; the first out of cards takes the pool at every deal.</source>
        <translation>Das ganze Kartenspiel wird verteilt, Spielmarken unbegrenzt; wer zuerst keine Karten mehr hat, nimmt in jeder Runde den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="542"/>
        <source>Snip-Snap-Snorum, the whole pack dealt</source>
        <translation>Snip-Snap-Snorum, das ganze Kartenspiel verteilt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="543"/>
        <source>The whole pack dealt; a player plays on until the next one pairs his card; the last one with counters takes the pool.</source>
        <translation>Das ganze Kartenspiel wird verteilt; ein Spieler spielt weiter, bis der nächste eine seiner Karten paart; wer als Letzter noch Spielmarken hat, nimmt den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="544"/>
        <source>Snip-Snap-Snorum</source>
        <translation>Snip-Snap-Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="545"/>
        <source>Five cards each and five counters; pair the card just played, Snip, Snap and Snorum paying one, two and three to the pool; the last one in takes it.</source>
        <translation>Fünf Karten und fünf Spielmarken für jeden; paaren Sie die eben gespielte Karte: Snip, Snap und Snorum kosten eins, zwei und drei in den Pott; wer als Letzter übrig bleibt, nimmt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="546"/>
        <source>Speculation, for the pool</source>
        <translation>Spekulation, für den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="547"/>
        <source>Peel&apos;s variations together; the turn-up belongs to the pool, a spare hand is dealt, a knave or five turned up pays one, and looking out of turn costs two.</source>
        <translation>Peels Varianten zusammen: Die Trumpfkarte gehört dem Pott, eine Extrahand wird gegeben, ein aufgedeckter Bube oder eine Fünf kostet eine Spielmarke, und vorzeitiges Ansehen kostet zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="548"/>
        <source>Speculation, 32 cards</source>
        <translation>Spekulation, 32 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="549"/>
        <source>The 32-card pack for four players; the dealer may sell the turn-up, a knave or five turned up pays one to the pool.</source>
        <translation>Das Blatt mit 32 Karten für vier Spieler; der Geber darf die Trumpfkarte verkaufen, ein aufgedeckter Bube oder eine Fünf zahlt eine Spielmarke in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="550"/>
        <source>Speculation</source>
        <translation>Spekulation</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="551"/>
        <source>Peel&apos;s game with the full pack; the dealer pays two, the others one; a high turn-up ends the hand; the best trump takes the pool.</source>
        <translation>Peels Spiel mit dem vollen Blatt: Der Geber zahlt zwei, die anderen eine; eine hohe Trumpfkarte beendet die Runde; der beste Trumpf gewinnt den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="552"/>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="553"/>
        <source>No spare hand and no trumps; the ace of diamonds makes a stop when its holder likes, and kings pay as they fall.</source>
        <translation>Keine tote Hand und kein Trumpf; das Karo-Ass wird zum Stopper, wann sein Besitzer will, und jeder gespielte König wird sofort bezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="554"/>
        <source>Spoil-Five with Jinking</source>
        <translation>Spoil-Five mit Jinking</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="555"/>
        <source>Three tricks take the pool; one who won all three may play on for all five and a stake from everyone.</source>
        <translation>Drei Stiche gewinnen den Pott; wer alle drei gewann, darf um alle fünf und einen Einsatz von jedem weiterspielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="556"/>
        <source>Spoil-Five, Ordinary Order</source>
        <translation>Spoil-Five, gewöhnliche Rangfolge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="557"/>
        <source>Cards rank as usual, ace high, with no special trumps: the family game.</source>
        <translation>Die Karten haben ihren gewohnten Rang, Ass hoch, ohne besondere Trümpfe: das Familienspiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="558"/>
        <source>Spoil-Five in Partnerships</source>
        <translation>Spoil-Five in Partnerschaften</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="559"/>
        <source>Four players, two against two: no spoils; the non-dealers may ask to five it.</source>
        <translation>Vier Spieler, zwei gegen zwei: kein Verderben; die Nichtgeber dürfen um Fiving bitten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="560"/>
        <source>Spoil-Five, Six in Partnerships</source>
        <translation>Spoil-Five, sechs in Partnerschaften</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="561"/>
        <source>Six players in two sides of three, partners sitting alternately: one side always takes the pool.</source>
        <translation>Sechs Spieler in zwei Seiten zu dritt, Partner sitzen abwechselnd: Eine Seite nimmt immer den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="562"/>
        <source>Spoil-Five, Two Tricks Win</source>
        <translation>Spoil-Five, zwei Stiche gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="563"/>
        <source>For five or more players: two tricks take the pool, so fewer hands are spoilt.</source>
        <translation>Für fünf oder mehr Spieler: Zwei Stiche gewinnen den Pott, so werden weniger Runden verdorben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="564"/>
        <source>Spoil-Five</source>
        <translation>Spoil-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="565"/>
        <source>Peel&apos;s game for the pool: three tricks take it, the ace of trumps must rob, the five, the knave and the ace of hearts renege.</source>
        <translation>Peels Spiel um den Pott: Drei Stiche gewinnen ihn, der Inhaber des Trumpf-Asses muss rauben, die Fünf, der Bube und das Herz-Ass dürfen zurückgehalten werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="566"/>
        <source>Three-handed cribbage</source>
        <translation>Cribbage zu dritt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="567"/>
        <source>Three players of five cards each, each playing alone, sixty-one up; one card from the pack fills the crib.</source>
        <translation>Drei Spieler mit je fünf Karten, jeder für sich, Spiel auf 61; eine Karte vom Stapel füllt die Crib auf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="568"/>
        <source>Turn-up Snip</source>
        <translation>Turn-up Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="569"/>
        <source>Five cards each; the dealer turns up the top card of the stock, and the pool pays the first player one counter if he pairs it.</source>
        <translation>Fünf Karten für jeden; der Geber deckt die oberste Karte des Stapels auf, und der Pott zahlt dem ersten Spieler eine Spielmarke, wenn er sie paart.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="570"/>
        <source>Twenty-Five</source>
        <translation>Twenty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="571"/>
        <source>Five points a trick, the first to twenty-five wins; all five tricks win outright.</source>
        <translation>Fünf Punkte je Stich, wer zuerst fünfundzwanzig hat, gewinnt; alle fünf Stiche gewinnen sofort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="572"/>
        <source>Vingt-un, limited deal</source>
        <translation>Vingt-un, begrenztes Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="573"/>
        <source>A natural does not put the dealer out; each dealer goes twice through the pack.</source>
        <translation>Ein Natural beendet das Geben nicht; jeder Geber gibt zweimal durch das Kartenspiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="574"/>
        <source>Vingt-un, the old-fashioned way</source>
        <translation>Vingt-un nach alter Art</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="575"/>
        <source>The holder of a natural takes the deal and is paid a stake by every other player; the deal may be sold.</source>
        <translation>Wer einen Natural hat, übernimmt das Geben und erhält von jedem anderen Spieler einen Einsatz; das Geben darf verkauft werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="576"/>
        <source>Vingt-un with a pool</source>
        <translation>Vingt-un mit Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="577"/>
        <source>A pool fed by a counter from each player every deal, the dealer&apos;s over-draws and a quarter of his takings on ties; a natural takes it.</source>
        <translation>Ein Pott, gespeist mit einer Spielmarke von jedem Spieler bei jedem Geben, vom Überkaufen des Gebers und einem Viertel seiner Gewinne aus Gleichständen; ein Natural gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="578"/>
        <source>Vingt-un, two packs</source>
        <translation>Vingt-un mit zwei Kartenspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="579"/>
        <source>Two packs shuffled together; each dealer goes through them once, a natural not putting him out.</source>
        <translation>Zwei Kartenspiele zusammengemischt; jeder Geber gibt sie einmal durch, ein Natural beendet sein Geben nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="580"/>
        <source>Vingt-un</source>
        <translation>Vingt-un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="581"/>
        <source>Peel&apos;s game for four, stakes of one to five counters; a punter&apos;s natural puts the dealer out and the deal passes to the left.</source>
        <translation>Peels Spiel zu viert, Einsätze von einer bis fünf Spielmarken; der Natural eines Spielers beendet das Geben, und es geht nach links weiter.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="132"/>
        <source>Saved game damaged</source>
        <translation>Gespeichertes Spiel beschädigt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="53"/>
        <source>You have a game of %1 in progress. Resume it where you left off?</source>
        <translation>Sie haben eine laufende Partie %1. Möchten Sie dort weiterspielen, wo Sie aufgehört haben?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="58"/>
        <source>Resume game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="119"/>
        <source>The saved game %1 is damaged and could not be resumed.
It was kept, unchanged, as %2. You can start a new game.</source>
        <translation>Das gespeicherte Spiel %1 ist beschädigt und kann nicht fortgesetzt werden.
Es wurde unverändert als %2 aufbewahrt. Sie können ein neues Spiel beginnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/resume.py" line="125"/>
        <source>The saved game %1 is damaged and could not be resumed, and it could not be moved aside. You can start a new game; saving it may fail until that file is removed.</source>
        <translation>Das gespeicherte Spiel %1 ist beschädigt und kann nicht fortgesetzt werden; es konnte auch nicht beiseitegelegt werden. Sie können ein neues Spiel beginnen; das Speichern kann fehlschlagen, bis diese Datei entfernt ist.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="32"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="33"/>
        <source>Two play each for himself; four play in partnerships, partners facing each other; three each for himself.</source>
        <translation>Zwei spielen jeder für sich; vier spielen in Partnerschaften, Partner sitzen sich gegenüber; drei jeder für sich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="34"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="35"/>
        <source>The points that win the game; the game ends the moment a side reaches them.</source>
        <translation>Die Punkte, die die Partie gewinnen; die Partie endet, sobald eine Seite sie erreicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="36"/>
        <source>A point for not following</source>
        <translation>Ein Punkt fürs Nichtbedienen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="37"/>
        <source>When a player neither follows suit nor trumps, the side that led scores a point.</source>
        <translation>Wenn ein Spieler weder bedient noch trumpft, erhält die Seite, die ausgespielt hat, einen Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="38"/>
        <source>Count without looking</source>
        <translation>Zählen ohne Nachsehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="39"/>
        <source>At the end of each hand each side says how many points it made, without looking at its tricks; a wrong count costs points.</source>
        <translation>Am Ende jeder Runde sagt jede Seite, wie viele Punkte sie gemacht hat, ohne ihre Stiche anzusehen; eine falsche Zählung kostet Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="40"/>
        <source>Penalty for a miscount</source>
        <translation>Strafe für falsches Zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="41"/>
        <source>The points a side loses when it counts its points wrongly.</source>
        <translation>Die Punkte, die eine Seite verliert, wenn sie ihre Punkte falsch zählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="160"/>
        <source>Two or three play alone; four play as two partnerships, partners sitting opposite.</source>
        <translation>Zwei oder drei spielen jeder für sich; vier spielen in zwei Partnerschaften, die Partner sitzen sich gegenüber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="161"/>
        <source>Cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="162"/>
        <source>Cards dealt to each player in the two-handed game; three and four players always get five.</source>
        <translation>Karten für jeden Spieler im Spiel zu zweit; bei drei und vier Spielern gibt es immer fünf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="163"/>
        <source>Points to win</source>
        <translation>Punkte zum Sieg</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="164"/>
        <source>The score that wins the game (61, 121 and 181 are the usual ones).</source>
        <translation>Die Punktzahl, mit der man das Spiel gewinnt (üblich sind 61, 121 und 181).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="165"/>
        <source>Three for last</source>
        <translation>Drei zum Ausgleich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="166"/>
        <source>The first non-dealer pegs three at the start of the game, to make up for the first crib.</source>
        <translation>Der erste Nichtgeber steckt zu Spielbeginn drei Punkte, als Ausgleich für die erste Crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="167"/>
        <source>Play ends at the first go</source>
        <translation>Ausspielen endet beim ersten Go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="168"/>
        <source>The play stops as soon as one player cannot play, instead of starting a new count.</source>
        <translation>Das Ausspielen endet, sobald ein Spieler nicht mehr spielen kann, statt mit einer neuen Zählung weiterzugehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="169"/>
        <source>Bound to play after a go</source>
        <translation>Spielpflicht nach einem Go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="170"/>
        <source>After the opponent says go, a player who can still play without passing 31 must do so.</source>
        <translation>Hat der Gegner Go gesagt, muss ein Spieler weiterspielen, solange er es kann, ohne 31 zu überschreiten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="171"/>
        <source>Crib flush of four</source>
        <translation>Crib-Flush aus vier Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="172"/>
        <source>A crib of four cards of one suit scores four even when the start card is another suit.</source>
        <translation>Eine Crib aus vier Karten einer Farbe zählt vier, auch wenn die Startkarte eine andere Farbe hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="173"/>
        <source>Lurch</source>
        <translation>Lurch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="174"/>
        <source>A loser who has not reached the given score loses more than a single game.</source>
        <translation>Wer verliert, ohne die angegebene Punktzahl erreicht zu haben, verliert mehr als ein einfaches Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="175"/>
        <source>Lurch counts</source>
        <translation>Lurch zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="176"/>
        <source>Whether a lurch costs the loser extra.</source>
        <translation>Ob ein Lurch den Verlierer zusätzlich kostet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="177"/>
        <source>Lurched below</source>
        <translation>Lurch unter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="178"/>
        <source>A loser whose score is below this is lurched.</source>
        <translation>Ein Verlierer mit weniger Punkten als diesen ist im Lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="179"/>
        <source>Games lost</source>
        <translation>Verlorene Spiele</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="180"/>
        <source>How many games a lurch counts as.</source>
        <translation>Als wie viele Spiele ein Lurch zählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="181"/>
        <source>Skunk</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="182"/>
        <source>Today&apos;s name for a lurch: a loser left far behind pays extra.</source>
        <translation>Der heutige Name für den Lurch: Ein weit abgeschlagener Verlierer zahlt extra.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="183"/>
        <source>Skunk counts</source>
        <translation>Schneider zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="184"/>
        <source>Whether a skunk costs the loser extra.</source>
        <translation>Ob ein Schneider den Verlierer zusätzlich kostet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="185"/>
        <source>Skunked below</source>
        <translation>Schneider unter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="186"/>
        <source>A loser whose score is below this is skunked.</source>
        <translation>Ein Verlierer mit weniger Punkten als diesen ist Schneider.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="187"/>
        <source>How many games a skunk counts as.</source>
        <translation>Als wie viele Spiele ein Schneider zählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="188"/>
        <source>Double skunk</source>
        <translation>Doppelter Schneider</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="189"/>
        <source>A loser left even further behind pays more again.</source>
        <translation>Ein noch weiter abgeschlagener Verlierer zahlt noch mehr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="190"/>
        <source>Double skunk counts</source>
        <translation>Doppelter Schneider zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="191"/>
        <source>Whether a double skunk costs the loser extra.</source>
        <translation>Ob ein doppelter Schneider den Verlierer zusätzlich kostet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="192"/>
        <source>Double skunked below</source>
        <translation>Doppelt Schneider unter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="193"/>
        <source>A loser whose score is below this is double skunked.</source>
        <translation>Ein Verlierer mit weniger Punkten als diesen ist doppelt Schneider.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="194"/>
        <source>How many games a double skunk counts as.</source>
        <translation>Als wie viele Spiele ein doppelter Schneider zählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="195"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="196"/>
        <source>Points a player overlooks when counting may be claimed by the opponent.</source>
        <translation>Punkte, die ein Spieler beim Zählen übersieht, darf der Gegner für sich beanspruchen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="42"/>
        <source>How many sit at the table, the human included.</source>
        <translation>Wie viele am Tisch sitzen, Sie selbst eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="49"/>
        <source>Purse</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="197"/>
        <source>Counters each player starts with, and takes again on buying in.</source>
        <translation>Spielmarken, mit denen jeder Spieler beginnt und die er beim Nachkaufen wieder erhält.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="198"/>
        <source>When a purse is empty</source>
        <translation>Wenn die Kasse leer ist</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="199"/>
        <source>A player who runs out buys in again at once, or pays what is left and leaves the table after the deal.</source>
        <translation>Wem die Spielmarken ausgehen, der kauft sofort nach oder zahlt, was er noch hat, und verlässt nach der Runde den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="200"/>
        <source>Buys in again</source>
        <translation>Kauft nach</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="201"/>
        <source>Leaves the table</source>
        <translation>Verlässt den Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="202"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="203"/>
        <source>How many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>Wie viele Runden ein Spiel dauert; 0 heißt ein Umlauf, sodass jeder einmal gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="122"/>
        <source>One round: each player deals once</source>
        <translation>Eine Runde: Jeder gibt einmal</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="204"/>
        <source>Stake a card</source>
        <translation>Zahlung je Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="205"/>
        <source>Counters the first player out receives for each card left in another hand.</source>
        <translation>Spielmarken, die der Erste, der ausgeht, für jede Karte erhält, die ein anderer noch auf der Hand hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="206"/>
        <source>Pool</source>
        <translation>Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="207"/>
        <source>No pool, a pool staked by every player, or one staked by the dealer; the first out takes it.</source>
        <translation>Kein Pott, ein Pott, in den jeder Spieler setzt, oder einer, in den der Geber setzt; wer als Erster ausgeht, gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="208"/>
        <source>No pool</source>
        <translation>Kein Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="209"/>
        <source>Everyone stakes</source>
        <translation>Alle setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="210"/>
        <source>The dealer stakes</source>
        <translation>Der Geber setzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="211"/>
        <source>Pool stake</source>
        <translation>Einsatz in den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="212"/>
        <source>Counters each staker puts in the pool at every deal.</source>
        <translation>Spielmarken, die jeder Setzende in jeder Runde in den Pott legt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="213"/>
        <source>Played cards turned down</source>
        <translation>Gespielte Karten verdeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="214"/>
        <source>After each stop the cards played are turned face down, as at the table: you must remember what has gone.</source>
        <translation>Nach jedem Stopper werden die gespielten Karten umgedreht, wie am Tisch: Sie müssen sich merken, was schon gespielt ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="72"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="43"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="44"/>
        <source>Chemin de Fer: one punters&apos; hand, the bank passing on when it loses. Banque: a permanent banker against two tableaux until the packs are dealt out.</source>
        <translation>Chemin de Fer: eine Hand der Pointeure, die Bank geht weiter, wenn sie verliert. Banque: ein fester Bankhalter gegen zwei Tableaus, bis die Kartenspiele ausgegeben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="45"/>
        <source>Chemin de Fer</source>
        <translation>Chemin de Fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="46"/>
        <source>Banque</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="47"/>
        <source>Packs</source>
        <translation>Kartenspiele</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="48"/>
        <source>Packs shuffled together; 0 takes the form&apos;s own number (six at Chemin de Fer, three at Banque).</source>
        <translation>Zusammengemischte Kartenspiele; 0 nimmt die Zahl der Form (sechs bei Chemin de Fer, drei bei Banque).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="50"/>
        <source>Counters each player starts with, and takes again when broke.</source>
        <translation>Spielmarken, mit denen jeder Spieler beginnt und die er wieder nimmt, wenn er blank ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="51"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="52"/>
        <source>The smallest stake and bank; every amount is a multiple of it.</source>
        <translation>Der kleinste Einsatz und die kleinste Bank; jeder Betrag ist ein Vielfaches davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="53"/>
        <source>Largest bank</source>
        <translation>Größte Bank</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="54"/>
        <source>The most a banker may put up to start a bank.</source>
        <translation>Das Meiste, was ein Bankhalter zu Beginn einer Bank setzen darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="55"/>
        <source>Coups</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="56"/>
        <source>The game ends after this many coups.</source>
        <translation>Das Spiel endet nach so vielen Coups.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="57"/>
        <source>False draw</source>
        <translation>Falsches Ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="58"/>
        <source>Taking a card at six or seven or refusing one at baccarat to four: refused by the croupier, fined, or the offender made liable for his fellow punters&apos; losses.</source>
        <translation>Eine Karte bei sechs oder sieben nehmen oder bei Baccarat bis vier ablehnen: vom Croupier abgelehnt, bestraft, oder der Schuldige haftet für die Verluste der anderen Pointeure.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="59"/>
        <source>Refused by the croupier</source>
        <translation>Vom Croupier abgelehnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="60"/>
        <source>Fined</source>
        <translation>Bestraft</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="61"/>
        <source>Liable for the punters&apos; losses</source>
        <translation>Haftet für die Verluste der Pointeure</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="62"/>
        <source>Fine</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="63"/>
        <source>The fine for a false draw, paid to the bank.</source>
        <translation>Die Strafe für falsches Ziehen, an die Bank gezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="64"/>
        <source>Ties</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="65"/>
        <source>Hoyle: the stakes stand over to the next coup; or they are returned at once.</source>
        <translation>Hoyle: die Einsätze bleiben für den nächsten Coup stehen; oder sie werden sofort zurückgegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="66"/>
        <source>Stakes stand over</source>
        <translation>Einsätze bleiben stehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="67"/>
        <source>Stakes returned</source>
        <translation>Einsätze zurück</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="68"/>
        <source>Fresh packs on request</source>
        <translation>Neue Karten auf Verlangen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="69"/>
        <source>A punter may call for fresh packs once a shoe, at his own expense (paid to the bank).</source>
        <translation>Ein Pointeur darf einmal je Sabot auf eigene Kosten neue Karten verlangen (an die Bank gezahlt).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="70"/>
        <source>Price of fresh packs</source>
        <translation>Preis neuer Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="71"/>
        <source>What calling for fresh packs costs.</source>
        <translation>Was das Verlangen neuer Karten kostet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="73"/>
        <source>First method: every player cuts a packet and stakes on it. Second method: the dealer cuts three packets and the punters stake on two of them.</source>
        <translation>Erste Art: jeder Spieler hebt ein Päckchen ab und setzt darauf. Zweite Art: der Geber teilt drei Päckchen und die Pointeure setzen auf zwei davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="74"/>
        <source>First method: a packet each</source>
        <translation>Erste Art: ein Päckchen für jeden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="75"/>
        <source>Second method: three packets</source>
        <translation>Zweite Art: drei Päckchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="76"/>
        <source>Ace high</source>
        <translation>Ass hoch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="77"/>
        <source>The ace ranks above the king instead of below the two.</source>
        <translation>Das Ass steht über dem König statt unter der Zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="78"/>
        <source>The smallest stake; every stake is a multiple of it.</source>
        <translation>Der kleinste Einsatz; jeder Einsatz ist ein Vielfaches davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="79"/>
        <source>Largest stake</source>
        <translation>Größter Einsatz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="80"/>
        <source>The most a punter may stake on a packet, in units.</source>
        <translation>Das Meiste, was ein Pointeur auf ein Päckchen setzen darf, in Einheiten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="81"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="82"/>
        <source>The game ends after this many hands.</source>
        <translation>Das Spiel endet nach so vielen Runden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="84"/>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="85"/>
        <source>With four players: two against two, partners sitting opposite; otherwise each plays for himself.</source>
        <translation>Zu viert: zwei gegen zwei, die Partner sitzen sich gegenüber; sonst spielt jeder für sich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="87"/>
        <source>The full pack of 52 cards, or the 32-card pack (sevens to aces: no Little Cassino).</source>
        <translation>Das volle Blatt mit 52 Karten oder das Blatt mit 32 Karten (Sieben bis Ass: kein Kleines Cassino).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="90"/>
        <source>The score that wins the game.</source>
        <translation>Die Punktzahl, die die Partie gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="91"/>
        <source>Scoring without partners</source>
        <translation>Wertung ohne Partner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="93"/>
        <source>Each his own points</source>
        <translation>Jeder seine eigenen Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="94"/>
        <source>Less the lowest scorer&apos;s points</source>
        <translation>Abzüglich der Punkte des Niedrigsten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="95"/>
        <source>Three players: the two lowest together against the highest</source>
        <translation>Drei Spieler: die beiden Niedrigsten zusammen gegen den Höchsten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="96"/>
        <source>Building</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="97"/>
        <source>Today&apos;s Cassino, not Peel&apos;s: a player may lay a card on table cards to make a total he can take later with another card of his; a card of that value takes the build whole, and a player with a build on the table must take or build.</source>
        <translation>Das heutige Cassino, nicht Peels: Ein Spieler darf eine Karte auf Tischkarten legen, um eine Summe zu bilden, die er später mit einer anderen eigenen Karte nehmen kann; eine Karte dieses Werts nimmt den Bau ganz, und wer einen Bau auf dem Tisch hat, muss nehmen oder bauen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="98"/>
        <source>Raising builds</source>
        <translation>Baue erhöhen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="99"/>
        <source>With building: a card from the hand laid on a single build (anyone&apos;s) raises it to a new total of ten or less, which the player must be able to take with another card he holds; the build becomes his. A multiple build cannot be raised.</source>
        <translation>Mit Bauen: Eine Handkarte auf einen einfachen Bau (gleich wessen) gelegt erhöht ihn auf eine neue Summe von höchstens zehn, die der Spieler mit einer anderen Karte seiner Hand nehmen können muss; der Bau gehört dann ihm. Ein mehrfacher Bau kann nicht erhöht werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="100"/>
        <source>Multiple builds</source>
        <translation>Mehrfache Baue</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="101"/>
        <source>With building: a build gathers every loose card and set of its total and every build of that total on the table, and a card of the total may be built on them (a five on a five, holding another five); any player holding the total may add to a build so.</source>
        <translation>Mit Bauen: Ein Bau sammelt jede lose Karte und jede Gruppe seiner Summe und jeden Bau dieser Summe auf dem Tisch, und eine Karte der Summe selbst darf darauf gebaut werden (eine Fünf auf eine Fünf, mit einer weiteren Fünf in der Hand); jeder Spieler, der die Summe hält, darf so auf einen Bau weiterbauen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="102"/>
        <source>A player with a build</source>
        <translation>Wer einen Bau hat</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="103"/>
        <source>With building: while a player has a build of his own on the table he may not lay a card down, but may take or build anything; or, stricter, he must take that build or add to it when he can.</source>
        <translation>Mit Bauen: Solange ein Spieler einen eigenen Bau auf dem Tisch hat, darf er keine Karte ablegen, aber beliebig nehmen oder bauen; oder, strenger, er muss diesen Bau nehmen oder darauf weiterbauen, wenn er kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="104"/>
        <source>Must take or build, never lay down</source>
        <translation>Muss nehmen oder bauen, nie ablegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="105"/>
        <source>Must take his build or add to it</source>
        <translation>Muss seinen Bau nehmen oder darauf weiterbauen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="106"/>
        <source>How many sit at the table, the human included (seven at most with the 32-card pack).</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen (höchstens sieben mit dem 32-Blatt).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="107"/>
        <source>The full pack of 52 cards, or the 32-card pack (ace, seven to king) for up to seven players.</source>
        <translation>Das volle Kartenspiel mit 52 Karten oder das 32-Blatt (Ass, Sieben bis König) für bis zu sieben Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="108"/>
        <source>Form of the game</source>
        <translation>Form des Spiels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="109"/>
        <source>The new game (trading with the dealer for ready money, or by barter with the left-hand neighbour), the old game (exchanging with three cards face up on the table), or Pool Commerce (the old game played for three counters each).</source>
        <translation>Das neue Spiel (Handel gegen bar mit dem Geber oder Tausch mit dem linken Nachbarn), das alte Spiel (Tausch mit drei offenen Karten auf dem Tisch) oder Pool-Commerce (das alte Spiel um drei Marken je Spieler).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="110"/>
        <source>The new game</source>
        <translation>Das neue Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="111"/>
        <source>The old game</source>
        <translation>Das alte Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="112"/>
        <source>Pool Commerce</source>
        <translation>Pool-Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="113"/>
        <source>Combinations</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="114"/>
        <source>Limited Commerce: every combination, or without the pair, or without the flush and the pair.</source>
        <translation>Beschränktes Commerce: alle Kombinationen, oder ohne das Paar, oder ohne Flush und Paar.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="115"/>
        <source>Tricon, sequence, flush, pair and point</source>
        <translation>Tricon, Sequenz, Flush, Paar und Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="116"/>
        <source>No pair</source>
        <translation>Kein Paar</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="117"/>
        <source>No flush and no pair</source>
        <translation>Kein Flush und kein Paar</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="119"/>
        <source>The one stake of the game: what goes into the pool, buys a card, and settles the old game.</source>
        <translation>Der eine Einsatz des Spiels: was in den Pott geht, eine Karte kauft und das alte Spiel abrechnet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="120"/>
        <source>Counters each player starts with; a purse may run below nothing (the game is settled on paper).</source>
        <translation>Spielmarken, mit denen jeder beginnt; eine Kasse darf unter null fallen (abgerechnet wird auf dem Papier).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="121"/>
        <source>How many hands make the game; 0 means one round, each player dealing once.</source>
        <translation>Wie viele Runden das Spiel dauert; 0 heißt ein Umgang, jeder gibt einmal.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="123"/>
        <source>Penalty for the dealer</source>
        <translation>Strafe für den Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="124"/>
        <source>A dealer holding a tricon, sequence, flush or pair who is beaten pays a stake to every player, or only to those with better hands.</source>
        <translation>Ein geschlagener Geber mit Tricon, Sequenz, Flush oder Paar zahlt jedem Spieler einen Einsatz oder nur denen mit besseren Händen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="125"/>
        <source>No penalty</source>
        <translation>Keine Strafe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="126"/>
        <source>Pays every player</source>
        <translation>Zahlt jedem Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="127"/>
        <source>Pays the better hands</source>
        <translation>Zahlt den besseren Händen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="128"/>
        <source>Extended Commerce</source>
        <translation>Erweitertes Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="129"/>
        <source>The new game: trading goes on until every player has stood, not only the first.</source>
        <translation>Das neue Spiel: Der Handel geht weiter, bis alle stehen geblieben sind, nicht nur der Erste.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="130"/>
        <source>Continuous dealing</source>
        <translation>Fortlaufendes Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="131"/>
        <source>The dealer keeps the deal until a hand shows a tricon, sequence or flush.</source>
        <translation>Der Geber behält das Geben, bis eine Hand ein Tricon, eine Sequenz oder einen Flush zeigt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="132"/>
        <source>Longest trading</source>
        <translation>Längster Handel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="133"/>
        <source>Times round the table before every player must stand (the old game: before the hands are shown).</source>
        <translation>Umläufe um den Tisch, bevor alle stehen bleiben müssen (das alte Spiel: bevor die Hände gezeigt werden).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="135"/>
        <source>Pool Commerce: counters each player buys; the worst hand of each deal loses one.</source>
        <translation>Pool-Commerce: die Marken, die jeder kauft; die schlechteste Hand jeder Runde verliert eine.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="136"/>
        <source>Price of the counters</source>
        <translation>Preis der Marken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="137"/>
        <source>Pool Commerce: what each player pays into the pool for the counters.</source>
        <translation>Pool-Commerce: was jeder für die Marken in den Pott zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="138"/>
        <source>Prize for a hand</source>
        <translation>Preis für eine Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="139"/>
        <source>Pool Commerce: what the winner of each hand takes from the pool.</source>
        <translation>Pool-Commerce: was der Gewinner jeder Runde aus dem Pott nimmt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="140"/>
        <source>Buying a horse</source>
        <translation>Ein Pferd kaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="141"/>
        <source>Pool Commerce: the first player out may buy one counter back.</source>
        <translation>Pool-Commerce: Wer zuerst ausscheidet, darf eine Marke zurückkaufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="142"/>
        <source>Price of a horse</source>
        <translation>Preis eines Pferdes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="143"/>
        <source>Pool Commerce: what the horse costs, paid into the pool.</source>
        <translation>Pool-Commerce: was das Pferd kostet, in den Pott gezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="144"/>
        <source>How many sit at the table, the human included: seven cards each for two players, five for more.</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen: sieben Karten für jeden zu zweit, fünf bei mehr Spielern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="145"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="146"/>
        <source>One game, won by the first player out of cards; or penalty points for the cards left in hand (eights 50, court cards 10, others their pips) until someone reaches the target, the lowest total winning; or the player out scores the cards left in the other hands, the first to the target winning.</source>
        <translation>Eine Partie, die gewinnt, wer zuerst keine Karten mehr hat; oder Strafpunkte für die Karten auf der Hand (Achten 50, Bilder 10, andere ihren Augenwert), bis jemand das Ziel erreicht, und die niedrigste Summe gewinnt; oder wer ausgeht, erhält die Karten der anderen Hände, und wer zuerst das Ziel erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="147"/>
        <source>One game</source>
        <translation>Eine Partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="148"/>
        <source>Penalty points to a target</source>
        <translation>Strafpunkte bis zu einem Ziel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="149"/>
        <source>The player out scores the others&apos; cards</source>
        <translation>Wer ausgeht, erhält die Karten der anderen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="150"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="151"/>
        <source>With points: the total that ends the game.</source>
        <translation>Mit Punkten: die Summe, die die Partie beendet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="152"/>
        <source>Drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="153"/>
        <source>A player who cannot play draws one card and the turn passes, as the book has it; or draws until he can play, and then plays.</source>
        <translation>Wer nicht spielen kann, zieht eine Karte, und der Nächste ist dran, wie im Buch; oder er zieht, bis er spielen kann, und spielt dann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="154"/>
        <source>One card, then the turn passes</source>
        <translation>Eine Karte, dann ist der Nächste dran</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="155"/>
        <source>Until able to play</source>
        <translation>Bis man spielen kann</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="156"/>
        <source>When the stock runs out</source>
        <translation>Wenn der Stapel leer ist</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="157"/>
        <source>The discard pile, less its top card, is shuffled into a new stock; or a player who cannot play passes. When nobody can play or draw, the lowest count in hand wins the deal.</source>
        <translation>Der Ablagestapel ohne seine oberste Karte wird zu einem neuen Stapel gemischt; oder wer nicht spielen kann, passt. Kann niemand spielen oder ziehen, gewinnt der niedrigste Wert auf der Hand die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="158"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Ablagestapel zu neuem Stapel mischen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="159"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="215"/>
        <source>How many sit at the table, the human included: up to twenty-four (eighteen with the smaller box); past twelve some take one card.</source>
        <translation>Wie viele am Tisch sitzen, Sie selbst eingeschlossen: bis zu vierundzwanzig (achtzehn mit dem kleineren Kasten); bei mehr als zwölf nehmen manche nur eine Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="216"/>
        <source>The first method is a race to cover a row, two rows and a card as the numbers are called; the second pays the counters on each line after drawings of ten knobs.</source>
        <translation>Die erste Methode ist ein Wettlauf, eine Reihe, zwei Reihen und eine Karte abzudecken, während die Zahlen ausgerufen werden; die zweite zahlt nach Ziehungen von zehn Kugeln die Spielmarken auf jeder Reihe aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="217"/>
        <source>First method: the race</source>
        <translation>Erste Methode: der Wettlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="218"/>
        <source>Second method: drawings</source>
        <translation>Zweite Methode: Ziehungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="219"/>
        <source>Cards in the box</source>
        <translation>Karten im Kasten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="220"/>
        <source>Twenty-four cards carry each number four times; eighteen carry it three times.</source>
        <translation>Bei vierundzwanzig Karten steht jede Zahl viermal, bei achtzehn dreimal.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="221"/>
        <source>Cards each</source>
        <translation>Karten je Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="403"/>
        <source>An even number of players from four in two sides, partners sitting alternately: there are no spoils.</source>
        <translation>Eine gerade Zahl von Spielern ab vier in zwei Seiten, Partner sitzen abwechselnd: Es gibt kein Verderben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="407"/>
        <source>A player who has won every trick so far and has three may play on for all five: he then also takes a stake from each player, but loses the pool if he fails.</source>
        <translation>Ein Spieler, der bisher jeden Stich gewonnen hat und drei hat, darf um alle fünf weiterspielen: Dann erhält er zusätzlich von jedem Spieler einen Einsatz, verliert aber den Pott, wenn es misslingt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="224"/>
        <source>Counters staked into the pool for each card taken (and, at the second method, each time the pool is renewed).</source>
        <translation>Spielmarken, die für jede genommene Karte in den Pott gesetzt werden (bei der zweiten Methode auch bei jeder Erneuerung des Potts).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="83"/>
        <source>Two to six at the table, the human included.</source>
        <translation>Zwei bis sechs am Tisch, Sie eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="92"/>
        <source>With three or more players each playing for himself: each scores his own points; or, as is sometimes agreed, the lowest scorer&apos;s points are taken from each of the others; or, with three, the two lowest are added together and taken from the highest, who alone scores.</source>
        <translation>Zu dritt oder mehr, jeder für sich: Jeder erhält seine eigenen Punkte; oder, wie manchmal vereinbart, die Punkte des Niedrigsten werden von denen aller anderen abgezogen; oder, zu dritt, die beiden Niedrigsten werden zusammengezählt und vom Höchsten abgezogen, der allein Punkte erhält.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="225"/>
        <source>Prizes</source>
        <translation>Gewinne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="226"/>
        <source>First method: a quarter of the pool for the first row, a quarter for the first two rows on one card and the rest for the first whole card; or the whole pool for the card.</source>
        <translation>Erste Methode: ein Viertel des Potts für die erste Reihe, ein Viertel für die ersten zwei Reihen auf einer Karte und der Rest für die erste ganze Karte; oder der ganze Pott für die Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="227"/>
        <source>Row, two rows and card</source>
        <translation>Reihe, zwei Reihen und Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="228"/>
        <source>Only the whole card</source>
        <translation>Nur die ganze Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="229"/>
        <source>Whole card</source>
        <translation>Ganze Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="230"/>
        <source>First method, with several cards each: the last prize goes to the first to cover one card, or all of the player&apos;s cards.</source>
        <translation>Erste Methode, mit mehreren Karten je Spieler: Der letzte Gewinn geht an den Ersten, der eine Karte abdeckt, oder alle seine Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="231"/>
        <source>Any one card</source>
        <translation>Irgendeine Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="232"/>
        <source>All the player&apos;s cards</source>
        <translation>Alle Karten des Spielers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="233"/>
        <source>Counters from the pool</source>
        <translation>Spielmarken aus dem Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="234"/>
        <source>First method: everyone also puts fifteen counters a card in a second pool, takes one back for each number covered, and the winner of the card takes what is left.</source>
        <translation>Erste Methode: Alle legen zusätzlich fünfzehn Spielmarken je Karte in einen zweiten Pott, nehmen für jede abgedeckte Zahl eine zurück, und wer die Karte gewinnt, nimmt den Rest.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="235"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="236"/>
        <source>First method: how many rounds make the game, each with fresh cards and a full bag.</source>
        <translation>Erste Methode: wie viele Runden das Spiel hat, jede mit neuen Karten und vollem Beutel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="237"/>
        <source>Easy: reaction (ms)</source>
        <translation>Leicht: Reaktion (ms)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="238"/>
        <source>First method: how long an easy computer player takes, on average, to answer a call.</source>
        <translation>Erste Methode: wie lange ein leichter Computerspieler im Mittel braucht, um auf einen Ausruf zu antworten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="239"/>
        <source>Standard: reaction (ms)</source>
        <translation>Standard: Reaktion (ms)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="240"/>
        <source>First method: how long a standard computer player takes, on average, to answer a call.</source>
        <translation>Erste Methode: wie lange ein Standard-Computerspieler im Mittel braucht, um auf einen Ausruf zu antworten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="241"/>
        <source>Expert: reaction (ms)</source>
        <translation>Experte: Reaktion (ms)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="242"/>
        <source>First method: how long an expert computer player takes, on average, to answer a call.</source>
        <translation>Erste Methode: wie lange ein Experten-Computerspieler im Mittel braucht, um auf einen Ausruf zu antworten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="243"/>
        <source>Easy: attention (%)</source>
        <translation>Leicht: Aufmerksamkeit (%)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="244"/>
        <source>First method: the share of calls an easy computer player notices at once; a missed number is covered at the next call.</source>
        <translation>Erste Methode: der Anteil der Ausrufe, die ein leichter Computerspieler sofort bemerkt; eine verpasste Zahl deckt er beim nächsten Ausruf ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="245"/>
        <source>Standard: attention (%)</source>
        <translation>Standard: Aufmerksamkeit (%)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="246"/>
        <source>First method: the share of calls a standard computer player notices at once.</source>
        <translation>Erste Methode: der Anteil der Ausrufe, die ein Standard-Computerspieler sofort bemerkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="247"/>
        <source>Expert: attention (%)</source>
        <translation>Experte: Aufmerksamkeit (%)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="248"/>
        <source>First method: the share of calls an expert computer player notices at once.</source>
        <translation>Erste Methode: der Anteil der Ausrufe, die ein Experten-Computerspieler sofort bemerkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="249"/>
        <source>Counters a card</source>
        <translation>Spielmarken je Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="250"/>
        <source>Second method: counters put on the table for every card taken, from which each counter laid is paid (Peel: sixty).</source>
        <translation>Zweite Methode: Spielmarken, die für jede genommene Karte auf den Tisch kommen und aus denen jede gelegte Spielmarke bezahlt wird (Peel: sechzig).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="251"/>
        <source>Knobs a drawing</source>
        <translation>Kugeln je Ziehung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="252"/>
        <source>Second method: knobs drawn at each drawing (the board has ten cavities).</source>
        <translation>Zweite Methode: bei jeder Ziehung gezogene Kugeln (das Brett hat zehn Mulden).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="253"/>
        <source>Drawings</source>
        <translation>Ziehungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="254"/>
        <source>Second method: the number of the last drawing; 0 plays on until the counters on the table are gone.</source>
        <translation>Zweite Methode: die Nummer der letzten Ziehung; 0 spielt weiter, bis die Spielmarken auf dem Tisch aufgebraucht sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="255"/>
        <source>Exchanges</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="257"/>
        <source>Before the first drawing</source>
        <translation>Vor der ersten Ziehung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="258"/>
        <source>Before every drawing</source>
        <translation>Vor jeder Ziehung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="259"/>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="260"/>
        <source>Put knobs away</source>
        <translation>Kugeln beiseitelegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="261"/>
        <source>Second method: a knob on nobody&apos;s card stays out of the bag until someone takes a card bearing it.</source>
        <translation>Zweite Methode: Eine Kugel, die auf keiner Karte steht, bleibt aus dem Beutel, bis jemand eine Karte mit ihr nimmt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="262"/>
        <source>Most cards</source>
        <translation>Höchstens Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="263"/>
        <source>Second method: the most cards one player may hold.</source>
        <translation>Zweite Methode: wie viele Karten ein Spieler höchstens halten darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="264"/>
        <source>Ambo</source>
        <translation>Ambe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="265"/>
        <source>Second method: counters paid beside the two laid for two on one line.</source>
        <translation>Zweite Methode: Spielmarken, die für zwei auf einer Reihe zusätzlich zu den zwei gelegten gezahlt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="266"/>
        <source>Terne</source>
        <translation>Terne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="267"/>
        <source>Second method: counters paid beside those laid for three on one line.</source>
        <translation>Zweite Methode: Spielmarken, die für drei auf einer Reihe zusätzlich zu den gelegten gezahlt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="268"/>
        <source>Quaterne</source>
        <translation>Quaterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="269"/>
        <source>Second method: counters paid beside those laid for four on one line.</source>
        <translation>Zweite Methode: Spielmarken, die für vier auf einer Reihe zusätzlich zu den gelegten gezahlt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="270"/>
        <source>Quinterne</source>
        <translation>Quinterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="271"/>
        <source>Second method: counters paid beside those laid for a full line of five.</source>
        <translation>Zweite Methode: Spielmarken, die für eine volle Reihe von fünf zusätzlich zu den gelegten gezahlt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="272"/>
        <source>How many sit at the table, the human included (eight at most with the 32-card pack).</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen (höchstens acht mit dem 32-Blatt).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="273"/>
        <source>The full pack of 52 cards, or the 32-card pack (ace, seven to king) for up to eight players.</source>
        <translation>Das volle Kartenspiel mit 52 Karten oder das 32-Blatt (Ass, Sieben bis König) für bis zu acht Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="274"/>
        <source>Passing</source>
        <translation>Weitergeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="275"/>
        <source>Each player throws a card face down to the left, or the left-hand player draws one unseen from his hand.</source>
        <translation>Jeder wirft eine Karte verdeckt nach links, oder der linke Nachbar zieht eine verdeckt aus seiner Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="276"/>
        <source>Throw a card to the left</source>
        <translation>Eine Karte nach links werfen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="277"/>
        <source>The left-hand player draws</source>
        <translation>Der linke Nachbar zieht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="278"/>
        <source>Flushes only</source>
        <translation>Nur Flushes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="279"/>
        <source>Only four cards of one suit sing; one of each suit does not.</source>
        <translation>Nur vier Karten einer Farbe singen; eine von jeder Farbe nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="280"/>
        <source>Four cards each, or three (then only three of one suit sing).</source>
        <translation>Vier Karten für jeden, oder drei (dann singen nur drei einer Farbe).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="281"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="283"/>
        <source>Through the whole pack</source>
        <translation>Durch das ganze Kartenspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="284"/>
        <source>Each song is turned down as a trick and the singer takes fresh cards, until the pack is out; the most tricks take the pool.</source>
        <translation>Jeder Gesang wird als Stich verdeckt abgelegt, und der Sänger nimmt frische Karten, bis das Kartenspiel aufgebraucht ist; die meisten Stiche gewinnen den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="285"/>
        <source>What each player puts into the pool at every deal; the dealer pays one more.</source>
        <translation>Was jeder in jeder Runde in den Pott legt; der Geber zahlt einen mehr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="286"/>
        <source>How many deals make the game; 0 means one round, each player dealing once.</source>
        <translation>Wie viele Runden das Spiel dauert; 0 heißt ein Umgang, jeder gibt einmal.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="287"/>
        <source>Rounds before the stock</source>
        <translation>Umläufe vor dem Talon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="288"/>
        <source>After this many rounds the leader may change a card with the stock each time round.</source>
        <translation>Nach so vielen Umläufen darf der Vorhandspieler bei jedem Umlauf eine Karte mit dem Talon tauschen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="289"/>
        <source>Longest deal</source>
        <translation>Längste Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="290"/>
        <source>Rounds after which a deal with no song is given up; its pool stays for the next deal.</source>
        <translation>Umläufe, nach denen eine Runde ohne Gesang aufgegeben wird; ihr Pott bleibt für die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="291"/>
        <source>Who takes a pool card&apos;s stakes</source>
        <translation>Wer die Einsätze einer Pottkarte gewinnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="292"/>
        <source>The player of the card just below it, as Peel has it, or of the same card from the pack, as played today.</source>
        <translation>Wer die Karte direkt darunter spielt, wie bei Peel, oder dieselbe Karte aus dem Spiel, wie heute üblich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="293"/>
        <source>The card below it (Peel)</source>
        <translation>Die Karte darunter (Peel)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="294"/>
        <source>The same card (today&apos;s rule)</source>
        <translation>Dieselbe Karte (heutige Regel)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="295"/>
        <source>Sevens out</source>
        <translation>Ohne Siebenen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="296"/>
        <source>Take the four sevens out of the pack to make stops.</source>
        <translation>Die vier Siebenen aus dem Spiel nehmen, damit es Stopper gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="297"/>
        <source>Dead hand</source>
        <translation>Tote Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="298"/>
        <source>Deal a hand nobody plays, for stops nobody can see.</source>
        <translation>Eine Hand austeilen, die niemand spielt, für Stopper, die niemand sehen kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="299"/>
        <source>Staking the pool cards</source>
        <translation>Einsätze auf die Pottkarten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="300"/>
        <source>Each player stakes once and all four are covered, or each player stakes on every pool card.</source>
        <translation>Jeder Spieler setzt einmal, und alle vier werden bedacht, oder jeder Spieler setzt auf jede Pottkarte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="301"/>
        <source>Spread over the pool cards</source>
        <translation>Auf die Pottkarten verteilt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="302"/>
        <source>A stake on every pool card</source>
        <translation>Ein Einsatz auf jede Pottkarte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="118"/>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="303"/>
        <source>Counters in each stake on the pool cards.</source>
        <translation>Spielmarken pro Einsatz auf die Pottkarten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="304"/>
        <source>Dealer&apos;s extra stakes</source>
        <translation>Zusatzeinsätze des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="305"/>
        <source>Stakes the dealer adds to the pool cards at each deal.</source>
        <translation>Einsätze, die der Geber in jeder Runde zusätzlich auf die Pottkarten legt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="306"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="307"/>
        <source>Eight compartments, or Five-Pool Pope without King, Queen and Knave.</source>
        <translation>Acht Fächer oder Five-Pool Pope ohne König, Dame und Bube.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="308"/>
        <source>Eight pools</source>
        <translation>Acht Fächer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="309"/>
        <source>Five pools (Five-Pool Pope)</source>
        <translation>Fünf Fächer (Five-Pool Pope)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="310"/>
        <source>Who dresses the board</source>
        <translation>Wer das Brett besetzt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="311"/>
        <source>Everyone stakes before each deal (the dealer twice as much), or the dealer dresses it alone.</source>
        <translation>Vor jeder Runde setzen alle (der Geber doppelt so viel), oder der Geber besetzt es allein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="312"/>
        <source>Everyone, the dealer double</source>
        <translation>Alle, der Geber doppelt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="313"/>
        <source>The dealer alone</source>
        <translation>Der Geber allein</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="314"/>
        <source>Counters on the board</source>
        <translation>Spielmarken auf dem Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="315"/>
        <source>The least a dressing puts on the board: Pope 6, Matrimony 2, Intrigue 2, one on each honour, Game the rest. At least 15 for eight pools (Peel), 12 for five.</source>
        <translation>Das Mindeste, womit das Brett besetzt wird: Papst 6, Hochzeit 2, Intrige 2, je eine auf jede Figur, Spiel den Rest. Mindestens 15 bei acht Fächern (Peel), 12 bei fünf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="317"/>
        <source>What each player stakes when everyone dresses (the dealer pays double); a share too small to reach the counters on the board is raised to the least that does. 0 takes that least.</source>
        <translation>Was jeder Spieler setzt, wenn alle das Brett besetzen (der Geber zahlt doppelt); ein Anteil, der die Spielmarken auf dem Brett nicht erreicht, wird auf den kleinsten ausreichenden erhöht. 0 nimmt diesen kleinsten Anteil.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="381"/>
        <source>Two to ten; four or five make the best game.</source>
        <translation>Zwei bis zehn; vier oder fünf ergeben das beste Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="382"/>
        <source>Counters each player pays into a new pool.</source>
        <translation>Spielmarken, die jeder Spieler in einen neuen Pott zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="383"/>
        <source>Dealer&apos;s stake</source>
        <translation>Einsatz des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="384"/>
        <source>The extra counters the dealer pays into the pool every deal.</source>
        <translation>Die zusätzlichen Spielmarken, die der Geber bei jedem Geben in den Pott zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="385"/>
        <source>Stake after a spoil</source>
        <translation>Einsatz nach dem Verderben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="386"/>
        <source>Counters each player pays into the pool after a hand no one won.</source>
        <translation>Spielmarken, die jeder Spieler nach einer Runde, die niemand gewann, in den Pott zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="388"/>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="389"/>
        <source>Five cards each: two then three, or three then two.</source>
        <translation>Fünf Karten jeder: zwei, dann drei, oder drei, dann zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="390"/>
        <source>Two, then three</source>
        <translation>Zwei, dann drei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="391"/>
        <source>Three, then two</source>
        <translation>Drei, dann zwei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="392"/>
        <source>Robbing</source>
        <translation>Rauben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="393"/>
        <source>The holder of the ace of trumps must rob the turn-up before his first card or may not win the pool; or robbing is optional; or it is not played.</source>
        <translation>Der Inhaber des Trumpf-Asses muss die aufgedeckte Karte vor seiner ersten Karte rauben, sonst kann er den Pott nicht gewinnen; oder Rauben ist freiwillig; oder es wird nicht gespielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="394"/>
        <source>Required</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="395"/>
        <source>Optional</source>
        <translation>Freiwillig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="396"/>
        <source>Not played</source>
        <translation>Nicht gespielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="397"/>
        <source>Ordinary order</source>
        <translation>Gewöhnliche Rangfolge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="398"/>
        <source>Every suit ranks ace high as usual, with no special trumps: easier for family play.</source>
        <translation>Jede Farbe hat wie gewohnt das Ass oben, ohne besondere Trümpfe: leichter für das Familienspiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="399"/>
        <source>Tricks to win</source>
        <translation>Stiche zum Gewinn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="400"/>
        <source>Three tricks take the pool; with many players, Two Tricks Win.</source>
        <translation>Drei Stiche gewinnen den Pott; bei vielen Spielern gewinnen zwei Stiche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="282"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="319"/>
        <source>The board is dressed for the first deal only; then the dealer stakes once a deal, and the cards left in hand are paid onto the board, spread so every chance is covered.</source>
        <translation>Das Brett wird nur für die erste Runde besetzt; danach setzt der Geber einmal je Runde, und die Karten auf der Hand werden auf das Brett bezahlt, so verteilt, dass jedes Feld besetzt ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="358"/>
        <source>How many sit at the table, the human included: three to ten with the full pack, up to six with 32 cards.</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen: drei bis zehn mit dem vollen Blatt, bis zu sechs mit 32 Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="359"/>
        <source>Counters each player starts with, and takes again on buying in when the purse is empty.</source>
        <translation>Spielmarken, mit denen jeder beginnt und die er beim Nachkaufen wieder erhält, wenn die Kasse leer ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="360"/>
        <source>A high turn-up ends the hand</source>
        <translation>Hohe Trumpfkarte beendet die Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="361"/>
        <source>An ace, king, queen or knave turned up for trumps ends the hand at once: its owner takes the pool and the deal passes.</source>
        <translation>Ein Ass, König, Dame oder Bube als Trumpfkarte beendet die Runde sofort: Ihr Besitzer gewinnt den Pott, und das Geben geht weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="362"/>
        <source>The turn-up belongs to the pool</source>
        <translation>Die Trumpfkarte gehört dem Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="363"/>
        <source>The turn-up is not sold; if it is still the best trump at the end, the pool stays for the next deal.</source>
        <translation>Die Trumpfkarte wird nicht verkauft; ist sie am Ende noch der beste Trumpf, bleibt der Pott für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="364"/>
        <source>Spare hand</source>
        <translation>Extrahand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="365"/>
        <source>Three cards are dealt to the middle and turned up last; if they hold a better trump, the pool stays for the next deal.</source>
        <translation>Drei Karten werden in die Mitte gegeben und zuletzt aufgedeckt; enthalten sie einen besseren Trumpf, bleibt der Pott für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="366"/>
        <source>Penalty for a knave or five</source>
        <translation>Strafe für Bube oder Fünf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="367"/>
        <source>Counters paid into the pool by the owner of a knave or a five turned up (the buyer, if it was sold first); 0 for none.</source>
        <translation>Spielmarken, die der Besitzer eines aufgedeckten Buben oder einer Fünf in den Pott zahlt (der Käufer, wenn sie vorher verkauft wurde); 0 für keine.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="368"/>
        <source>Looking out of turn</source>
        <translation>Vorzeitiges Ansehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="369"/>
        <source>Counters paid for looking at one of your own face-down cards; whoever looks cannot take the pool that deal. 0: looking is not allowed.</source>
        <translation>Spielmarken für das Ansehen einer eigenen verdeckten Karte; wer hinsieht, kann den Pott in dieser Runde nicht gewinnen. 0: Ansehen ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="387"/>
        <source>How many deals make the game for the pool; 0 means each player deals once. Play goes on until the pool is won.</source>
        <translation>Wie viele Runden ein Spiel um den Pott dauert; 0 heißt ein Umlauf, sodass jeder einmal gibt. Gespielt wird, bis der Pott gewonnen ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="401"/>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="402"/>
        <source>Partnerships</source>
        <translation>Partnerschaften</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="404"/>
        <source>Fiving</source>
        <translation>Fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="405"/>
        <source>Two players or two partnerships: the non-dealer may ask the dealer to turn up a new trump once a hand.</source>
        <translation>Zwei Spieler oder zwei Partnerschaften: Der Nichtgeber darf den Geber einmal je Runde bitten, einen neuen Trumpf aufzudecken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="406"/>
        <source>Jinking</source>
        <translation>Jinking</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="408"/>
        <source>Played to a score</source>
        <translation>Auf Punkte gespielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="409"/>
        <source>Twenty-Five or Forty-Five: five points a trick, no pool; winning all five tricks wins the game.</source>
        <translation>Twenty-Five oder Forty-Five: fünf Punkte je Stich, kein Pott; wer alle fünf Stiche gewinnt, gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="410"/>
        <source>No: for the pool</source>
        <translation>Nein: um den Pott</translation>
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
        <translation>Spielmarken, mit denen jeder Spieler beginnt; wer keine mehr hat, nimmt noch einmal so viele.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="414"/>
        <source>Lowest stake</source>
        <translation>Niedrigster Einsatz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="415"/>
        <source>The fewest counters a punter may stake on a card.</source>
        <translation>Die wenigsten Spielmarken, die ein Spieler auf eine Karte setzen darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="416"/>
        <source>Highest stake</source>
        <translation>Höchster Einsatz</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="417"/>
        <source>The most counters a punter may stake on a card (before the dealer&apos;s double).</source>
        <translation>Die meisten Spielmarken, die ein Spieler auf eine Karte setzen darf (vor dem Verdoppeln des Gebers).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="418"/>
        <source>Hands in the game</source>
        <translation>Runden der Partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="419"/>
        <source>How many hands are played before the game ends.</source>
        <translation>Wie viele Runden gespielt werden, bevor die Partie endet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="420"/>
        <source>A punter&apos;s natural</source>
        <translation>Natural eines Spielers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="421"/>
        <source>What a punter&apos;s natural does to the deal: it passes to the player on the dealer&apos;s left, or to the holder of the natural, or the dealer keeps it (then the deal must be limited).</source>
        <translation>Was der Natural eines Spielers mit dem Geben macht: es geht an den linken Nachbarn des Gebers, oder an den Spieler mit dem Natural, oder der Geber behält es (dann muss das Geben begrenzt sein).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="422"/>
        <source>The deal passes to the left</source>
        <translation>Das Geben geht nach links</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="423"/>
        <source>The holder takes the deal</source>
        <translation>Der Inhaber übernimmt das Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="424"/>
        <source>The dealer keeps the deal</source>
        <translation>Der Geber behält das Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="425"/>
        <source>First hand exception</source>
        <translation>Ausnahme der ersten Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="426"/>
        <source>A natural in the first hand of a deal is paid as a drawn Vingt-un and the dealer deals on.</source>
        <translation>Ein Natural in der ersten Runde eines Gebens wird wie eine gezogene Einundzwanzig bezahlt, und der Geber gibt weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="427"/>
        <source>Privileges for a natural</source>
        <translation>Vorrechte des Naturals</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="428"/>
        <source>Besides the dealer&apos;s double, the holder of a natural is paid his stake, or double it, by every other player (other holders of a natural excepted).</source>
        <translation>Außer dem doppelten Einsatz vom Geber erhält der Inhaber eines Naturals von jedem anderen Spieler seinen Einsatz oder das Doppelte (andere Inhaber eines Naturals ausgenommen).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="429"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="430"/>
        <source>A stake from each</source>
        <translation>Ein Einsatz von jedem</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="431"/>
        <source>A double from each</source>
        <translation>Ein doppelter Einsatz von jedem</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="432"/>
        <source>Limiting the deal</source>
        <translation>Begrenztes Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="433"/>
        <source>Besides a natural, the deal may end after a number of hands, after the dealer has gone through the pack twice, or with two packs shuffled together and gone through once.</source>
        <translation>Außer durch einen Natural kann das Geben nach einer Anzahl Runden enden, nachdem der Geber zweimal durch das Kartenspiel gegeben hat, oder mit zwei zusammengemischten Kartenspielen, einmal durchgegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="434"/>
        <source>A number of hands</source>
        <translation>Eine Anzahl Runden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="435"/>
        <source>Twice through the pack</source>
        <translation>Zweimal durch das Kartenspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="436"/>
        <source>Two packs, once through</source>
        <translation>Zwei Kartenspiele, einmal durch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="437"/>
        <source>Hands in a deal</source>
        <translation>Runden eines Gebens</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="438"/>
        <source>With the deal limited to a number of hands: how many.</source>
        <translation>Bei auf eine Anzahl Runden begrenztem Geben: wie viele.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="439"/>
        <source>Pool: from each player</source>
        <translation>Pott: von jedem Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="440"/>
        <source>Counters each player puts into the pool at the start of every deal (0: none). The pool goes to a natural.</source>
        <translation>Spielmarken, die jeder Spieler zu Beginn jedes Gebens in den Pott legt (0: keine). Der Pott geht an einen Natural.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="441"/>
        <source>Pool: dealer&apos;s over-draw</source>
        <translation>Pott: Überkaufen des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="442"/>
        <source>Counters the dealer pays into the pool whenever he over-draws (0: none).</source>
        <translation>Spielmarken, die der Geber jedes Mal in den Pott zahlt, wenn er sich überkauft (0: keine).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="443"/>
        <source>Pool: dealer&apos;s ties</source>
        <translation>Pott: Gleichstände des Gebers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="444"/>
        <source>The part of what the dealer takes on ties that he pays into the pool.</source>
        <translation>Der Teil seiner Gewinne aus Gleichständen, den der Geber in den Pott zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="445"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="446"/>
        <source>A quarter</source>
        <translation>Ein Viertel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="447"/>
        <source>A third</source>
        <translation>Ein Drittel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="448"/>
        <source>Selling the deal</source>
        <translation>Verkauf des Gebens</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="449"/>
        <source>The player whose turn it is to deal may offer the deal for sale; the buyer deals from his own seat.</source>
        <translation>Wer mit Geben an der Reihe ist, darf das Geben zum Verkauf anbieten; der Käufer gibt von seinem eigenen Platz aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="450"/>
        <source>Price of the deal</source>
        <translation>Preis des Gebens</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="451"/>
        <source>The lowest price at which the deal is offered; the seller may ask once, twice or three times it.</source>
        <translation>Der niedrigste Preis, zu dem das Geben angeboten wird; der Verkäufer kann das Ein-, Zwei- oder Dreifache verlangen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="316"/>
        <source>Share of each player</source>
        <translation>Anteil je Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="318"/>
        <source>Winner takes Game only</source>
        <translation>Gewinner nimmt nur Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="320"/>
        <source>Most paid for the Pope</source>
        <translation>Höchstzahlung für den Papst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="321"/>
        <source>The largest payment one player makes for a Pope turned up or played; 0 for no limit.</source>
        <translation>Die höchste Zahlung eines Spielers für einen aufgedeckten oder gespielten Papst; 0 für keine Grenze.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="322"/>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="323"/>
        <source>Pope Joan wins</source>
        <translation>Pope Joan gewinnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="324"/>
        <source>A Pope turned up wins the deal for the dealer at once, Game included.</source>
        <translation>Ein aufgedeckter Papst gewinnt die Runde sofort für den Geber, samt Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="325"/>
        <source>Unseen stops</source>
        <translation>Verdeckte Stopper</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="326"/>
        <source>A spare hand dealt with the rest, a fixed number of cards set aside, or whatever is left after equal hands (Limited Stops).</source>
        <translation>Eine tote Hand, die mit den anderen ausgeteilt wird, eine feste Anzahl beiseitegelegter Karten oder was nach gleich großen Händen übrig bleibt (Limited Stops).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="327"/>
        <source>A spare hand</source>
        <translation>Eine tote Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="328"/>
        <source>A fixed number set aside</source>
        <translation>Eine feste Anzahl beiseite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="329"/>
        <source>The odd cards set aside</source>
        <translation>Die übrigen Karten beiseite</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="330"/>
        <source>Cards set aside</source>
        <translation>Beiseitegelegte Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="331"/>
        <source>How many cards are set aside when the unseen stops are a fixed number.</source>
        <translation>Wie viele Karten beiseitegelegt werden, wenn die verdeckten Stopper eine feste Anzahl sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="332"/>
        <source>Dealer looks at the spare hand</source>
        <translation>Geber sieht die tote Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="333"/>
        <source>The dealer sees the spare hand and so sits the deal out, taking no cards.</source>
        <translation>Der Geber sieht sich die tote Hand an und setzt deshalb die Runde aus, ohne Karten zu bekommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="334"/>
        <source>Pope in place of a stop</source>
        <translation>Papst anstelle eines Stoppers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="335"/>
        <source>At a stop, the holder of the Pope may play it instead of the missing card and play goes on from there.</source>
        <translation>Bei einem Stopp darf der Besitzer des Papstes ihn anstelle der fehlenden Karte spielen, und das Spiel geht von dort aus weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="336"/>
        <source>Share Matrimony and Intrigue</source>
        <translation>Hochzeit und Intrige teilen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="337"/>
        <source>When the two cards of Matrimony or Intrigue come from different players, they share its stake.</source>
        <translation>Kommen die beiden Karten von Hochzeit oder Intrige von verschiedenen Spielern, teilen sich diese den Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="338"/>
        <source>How many sit at the table, the human included: two to ten with the full pack, up to six with 32 cards.</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen: zwei bis zehn mit dem ganzen Kartenspiel, höchstens sechs mit 32 Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="134"/>
        <source>Counters each</source>
        <translation>Spielmarken für jeden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="339"/>
        <source>Counters each player starts with; a player who has lost them all is out.</source>
        <translation>Spielmarken, mit denen jeder Spieler beginnt; wer alle verloren hat, scheidet aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="86"/>
        <source>Pack</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="340"/>
        <source>The full pack of 52 cards, or the 32-card pack (sevens to aces) for six players at most.</source>
        <translation>Das ganze Kartenspiel mit 52 Karten oder das Spiel mit 32 Karten (Sieben bis Ass) für höchstens sechs Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="88"/>
        <source>52 cards</source>
        <translation>52 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="89"/>
        <source>32 cards</source>
        <translation>32 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="222"/>
        <source>Cards each player takes, paying a stake for each (four or six at a double or treble stake); the method&apos;s own is one at the first method and two at the second. Past twelve players some take one card, as the box allows.</source>
        <translation>Karten, die jeder Spieler nimmt, mit einem Einsatz für jede (vier oder sechs zum doppelten oder dreifachen Einsatz); die eigene Zahl der Methode ist eine bei der ersten und zwei bei der zweiten. Bei mehr als zwölf Spielern nehmen manche nur eine Karte, wie der Kasten es erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="223"/>
        <source>The method&apos;s own</source>
        <translation>Wie die Methode es vorsieht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="256"/>
        <source>Second method: when players may exchange, take or throw up cards, one or more a turn; before every drawing also means before the pool is replenished.</source>
        <translation>Zweite Methode: wann Spieler Karten tauschen, nehmen oder zurückgeben dürfen, eine oder mehrere pro Zug; vor jeder Ziehung heißt auch, bevor der Pott wieder aufgefüllt wird.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="341"/>
        <source>Five cards each, everyone playing in turn; or the whole pack, a player playing on until the next one pairs his card.</source>
        <translation>Fünf Karten für jeden, alle spielen reihum; oder das ganze Kartenspiel, und ein Spieler spielt weiter, bis der nächste eine seiner Karten paart.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="342"/>
        <source>Five each</source>
        <translation>Fünf für jeden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="343"/>
        <source>The whole pack</source>
        <translation>Das ganze Kartenspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="344"/>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="345"/>
        <source>The last player with counters takes the pool; or counters are unlimited and the first out of cards takes each deal&apos;s pool.</source>
        <translation>Wer als Letzter noch Spielmarken hat, nimmt den Pott; oder die Spielmarken sind unbegrenzt, und wer zuerst keine Karten mehr hat, nimmt den Pott jeder Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="346"/>
        <source>The last one in</source>
        <translation>Wer als Letzter übrig bleibt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="347"/>
        <source>First out of cards (unlimited counters)</source>
        <translation>Wer zuerst keine Karten mehr hat (Spielmarken unbegrenzt)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="348"/>
        <source>With unlimited counters: how many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>Bei unbegrenzten Spielmarken: wie viele Runden das Spiel dauert; 0 heißt ein Umlauf, sodass jeder einmal gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="349"/>
        <source>Failing to pair</source>
        <translation>Nicht paaren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="350"/>
        <source>A player who can pair the card just played must do so; or, as a house rule, may fail and pay double.</source>
        <translation>Wer die eben gespielte Karte paaren kann, muss es tun; oder, als Hausregel, er darf es lassen und zahlt doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="351"/>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="352"/>
        <source>Fined double</source>
        <translation>Doppelte Strafe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="353"/>
        <source>Turn-up Snip</source>
        <translation>Turn-up Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="354"/>
        <source>With five cards each, the dealer turns up the top card of the stock; if the first player pairs it, the dealer pays for Snip, or the pool pays him one.</source>
        <translation>Bei fünf Karten für jeden deckt der Geber die oberste Karte des Stapels auf; paart der erste Spieler sie, zahlt der Geber für Snip, oder der Pott zahlt ihm eine Spielmarke.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="355"/>
        <source>No turn-up</source>
        <translation>Keine aufgedeckte Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="356"/>
        <source>The dealer pays</source>
        <translation>Der Geber zahlt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="357"/>
        <source>The pool pays</source>
        <translation>Der Pott zahlt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="370"/>
        <source>Each player but the dealer stakes this on Game; the dealer stakes twice this on Matrimony and once on Intrigue.</source>
        <translation>Jeder Spieler außer dem Geber setzt so viel auf Spiel; der Geber setzt das Doppelte auf Hochzeit und das Einfache auf Intrige.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="371"/>
        <source>Paid for Spin</source>
        <translation>Zahlung für Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="372"/>
        <source>What every other player pays the one who plays the ace of diamonds.</source>
        <translation>Was jeder andere Spieler demjenigen zahlt, der das Karo-Ass spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="373"/>
        <source>Paid for a king</source>
        <translation>Zahlung für einen König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="374"/>
        <source>What every other player pays the one who plays a king.</source>
        <translation>Was jeder andere Spieler demjenigen zahlt, der einen König spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="375"/>
        <source>Dealer stakes Game too</source>
        <translation>Geber setzt auch auf Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="376"/>
        <source>The dealer also stakes Game, besides Matrimony and Intrigue.</source>
        <translation>Der Geber setzt außer auf Hochzeit und Intrige auch auf Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="377"/>
        <source>Winner skips the next Game stake</source>
        <translation>Gewinner setzt nächstes Mal nicht auf Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="378"/>
        <source>The last deal&apos;s winner does not stake the next Game.</source>
        <translation>Der Gewinner der letzten Runde setzt in der nächsten Runde nicht auf Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="379"/>
        <source>Unplayed Spin pays double</source>
        <translation>Ungespielter Spin zahlt doppelt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/data_strings.py" line="380"/>
        <source>A player still holding Spin when another goes out pays twice as much a card.</source>
        <translation>Wer Spin noch auf der Hand hat, wenn ein anderer ausgeht, zahlt je Karte das Doppelte.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/rules_dialog.py" line="30"/>
        <source>Rules</source>
        <translation>Regeln</translation>
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
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="13"/>
        <source>The object of the game</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="314"/>
        <source>Cribbage is played by two, three or four people (four play as two partnerships). Points come in two ways: while the cards are being played, and afterwards, when each hand is laid face up and counted.</source>
        <translation>Cribbage wird von zwei, drei oder vier Personen gespielt (zu viert spielen zwei Parteien gegeneinander). Punkte gibt es auf zwei Arten: während die Karten ausgespielt werden und danach, wenn jede Hand offen hingelegt und ausgezählt wird.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="316"/>
        <source>The board and the pegs</source>
        <translation>Das Brett und die Stecker</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="317"/>
        <source>The score is kept on a cribbage board. Each player (or partnership) has a track of sixty holes: thirty up the outer row and thirty back down the inner one, marked off in groups of five so that a score can be read at a glance.</source>
        <translation>Die Punkte werden auf einem Cribbage-Brett festgehalten. Jeder Spieler (oder jede Partei) hat eine Bahn aus sechzig Löchern: dreißig die äußere Reihe hinauf und dreißig die innere wieder hinunter, in Gruppen zu fünf eingeteilt, damit sich ein Stand auf einen Blick ablesen lässt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="319"/>
        <source>Once round the track is sixty points; the hole after it, the game hole, is the sixty-first. So the 61-point game is one lap, the 121-point game two laps and the 181-point game three laps, each finishing in the game hole.</source>
        <translation>Eine Runde um die Bahn ergibt sechzig Punkte; das Loch danach, das Zielloch, ist das einundsechzigste. Das Spiel auf 61 Punkte geht also einmal um die Bahn, das auf 121 Punkte zweimal und das auf 181 Punkte dreimal, und jedes endet im Zielloch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="320"/>
        <source>The cards and what they count</source>
        <translation>Die Karten und ihr Zählwert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="321"/>
        <source>An ordinary pack of 52 cards is used. When cards are added up, an ace counts 1, the two to the ten count their number, and the jack, queen and king count 10 each.</source>
        <translation>Gespielt wird mit einem gewöhnlichen Kartenspiel aus 52 Karten. Beim Zusammenzählen gilt das Ass 1, die Zwei bis Zehn zählen ihren Augenwert, und Bube, Dame und König zählen je 10.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="322"/>
        <source>For runs the cards keep their natural order, from ace up to two, three and so on to ten, jack, queen and king. The ace is only ever low: queen, king, ace is not a run.</source>
        <translation>Für Folgen behalten die Karten ihre natürliche Reihenfolge, vom Ass aufwärts über Zwei, Drei und so weiter bis Zehn, Bube, Dame und König. Das Ass ist immer nur niedrig: Dame, König, Ass ist keine Folge.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="324"/>
        <source>Cutting for the deal</source>
        <translation>Abheben um das Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="325"/>
        <source>Before the first hand each player cuts the pack and shows a card. The lowest card deals first, the ace being lowest of all; players who tie for lowest cut again.</source>
        <translation>Vor der ersten Runde hebt jeder Spieler ab und zeigt eine Karte vor. Die niedrigste Karte gibt zuerst, wobei das Ass die allerniedrigste ist; wer bei der niedrigsten Karte gleichauf liegt, hebt noch einmal ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="326"/>
        <source>After every hand the deal moves one place to the left, so two players simply take turns. Dealing is worth having, because the crib belongs to the dealer.</source>
        <translation>Nach jeder Runde geht das Geben einen Platz nach links weiter, sodass zwei Spieler sich einfach abwechseln. Geben lohnt sich, denn die Crib gehört dem Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="333"/>
        <source>Five-card game (two players)</source>
        <translation>Fünf-Karten-Spiel (zwei Spieler)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="334"/>
        <source>Six-card game (two players)</source>
        <translation>Sechs-Karten-Spiel (zwei Spieler)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="335"/>
        <source>Seven-card game (two players)</source>
        <translation>Sieben-Karten-Spiel (zwei Spieler)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="336"/>
        <source>Three players</source>
        <translation>Drei Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="337"/>
        <source>1, and one card from the pack</source>
        <translation>1 und eine Karte vom Stapel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="338"/>
        <source>Four players in partnerships</source>
        <translation>Vier Spieler in zwei Parteien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="329"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="330"/>
        <source>Cards dealt to each</source>
        <translation>Karten für jeden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="331"/>
        <source>Laid out to the crib by each</source>
        <translation>Von jedem in die Crib gelegt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="332"/>
        <source>Kept for the play</source>
        <translation>Behalten zum Ausspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="327"/>
        <source>The deal and the crib</source>
        <translation>Das Geben und die Crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="328"/>
        <source>The dealer gives out the cards face down, one at a time, beginning with the player on the left. How many depends on the game:</source>
        <translation>Der Geber teilt die Karten verdeckt einzeln aus, beginnend mit dem Spieler zu seiner Linken. Wie viele, hängt vom Spiel ab:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="340"/>
        <source>Choosing what to lay out is the first real decision of every hand. The dealer looks for cards that will score together in the crib; everyone else tries to give the dealer cards that will not.</source>
        <translation>Die Wahl, was man in die Crib legt, ist die erste echte Entscheidung jeder Runde. Der Geber sucht Karten, die in der Crib zusammen Punkte bringen; alle anderen versuchen, ihm Karten zu geben, die das nicht tun.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="342"/>
        <source>The start and two for his heels</source>
        <translation>Die Startkarte und zwei für Heels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="344"/>
        <source>Nobody plays the start, but in the show it counts as a fifth card belonging to every hand and to the crib alike.</source>
        <translation>Niemand spielt die Startkarte aus, aber beim Zeigen zählt sie als fünfte Karte zu jeder Hand und ebenso zur Crib.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="92"/>
        <source>How to play in this app</source>
        <translation>So spielen Sie in dieser App</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="449"/>
        <source>The board runs across the top of the table and pegs every score for you. Your cards are at the bottom, the other players&apos; along the top; the pack and the start are on the left, the crib on the right, and the cards of the current count in the middle with the count beside them.</source>
        <translation>Das Brett verläuft oben quer über den Tisch und steckt alle Punkte für Sie. Ihre Karten liegen unten, die der anderen Spieler oben; Stapel und Startkarte liegen links, die Crib rechts, und die Karten der laufenden Zählung in der Mitte, mit dem Stand der Zählung daneben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="451"/>
        <source>Laying out</source>
        <translation>In die Crib legen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="453"/>
        <source>Playing your cards</source>
        <translation>Ihre Karten ausspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="454"/>
        <source>When it is your turn the panel says so and gives the count. Click a card to play it. A card that would take the count past 31 is refused, with a word of explanation.</source>
        <translation>Wenn Sie an der Reihe sind, sagt Ihnen das die Leiste und nennt den Stand der Zählung. Klicken Sie eine Karte an, um sie auszuspielen. Eine Karte, mit der die Zählung über 31 ginge, wird mit einem kurzen Hinweis abgelehnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="456"/>
        <source>Counting your own hands</source>
        <translation>Die eigenen Hände zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="457"/>
        <source>Normally the app counts every hand and crib: each score appears in the score history the way a player would say it, and the cards that made it are highlighted on the table.</source>
        <translation>Normalerweise zählt die App jede Hand und jede Crib: Jede Wertung erscheint im Spielverlauf so, wie ein Spieler sie ansagen würde, und die Karten, die sie ergeben, werden auf dem Tisch hervorgehoben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="191"/>
        <source>move between the cards in your hand</source>
        <translation>zwischen den Karten Ihrer Hand wechseln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="459"/>
        <source>choose the marked card for the crib, or play it</source>
        <translation>die markierte Karte für die Crib wählen oder ausspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="460"/>
        <source>lay out the chosen cards, or claim your count</source>
        <translation>die gewählten Karten in die Crib legen oder Ihre Zählung ansagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="461"/>
        <source>say Go</source>
        <translation>Go sagen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="462"/>
        <source>press that button (Lay out, Go, Claim)</source>
        <translation>diese Schaltfläche drücken (In die Crib legen, Go sagen, Ansagen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="38"/>
        <source>start a new game</source>
        <translation>ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="45"/>
        <source>take back your last move (the game is then not counted in the statistics)</source>
        <translation>Ihren letzten Zug zurücknehmen (das Spiel zählt dann nicht in der Statistik)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="51"/>
        <source>choose another game (this one stays saved)</source>
        <translation>ein anderes Spiel wählen (dieses bleibt gespeichert)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="53"/>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="54"/>
        <source>full screen on or off</source>
        <translation>Vollbild ein oder aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="55"/>
        <source>these rules</source>
        <translation>diese Spielregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="96"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="97"/>
        <source>The keys for the table and the menus:</source>
        <translation>Die Tasten für den Tisch und die Menüs:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="98"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="99"/>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="464"/>
        <source>The score history lists every cut, deal, go and score, each with the new total, so you can check what happened while your attention was elsewhere.</source>
        <translation>Der Spielverlauf führt jedes Abheben, jedes Geben, jedes Go und jede Wertung auf, jeweils mit dem neuen Stand, sodass Sie nachsehen können, was geschehen ist, während Sie anderswo hingeschaut haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="48"/>
        <source>Where these rules come from</source>
        <translation>Woher diese Regeln stammen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="27"/>
        <source>The play</source>
        <translation>Das Ausspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="349"/>
        <source>The played cards are then turned face down and a new count starts from nothing. It is led by the player after the one who played last (the next player round who still has cards), and the play goes on like this until every card is down.</source>
        <translation>Die gespielten Karten werden dann umgedreht, und eine neue Zählung beginnt bei null. Sie wird von dem Spieler eröffnet, der auf den zuletzt Spielenden folgt (dem nächsten in der Runde, der noch Karten hat), und so geht das Ausspielen weiter, bis alle Karten liegen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="351"/>
        <source>Scoring in the play</source>
        <translation>Punkte beim Ausspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="352"/>
        <source>Whoever plays a card pegs at once for what it makes:</source>
        <translation>Wer eine Karte spielt, steckt sofort, was sie ergibt:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="361"/>
        <source>Pairs and runs only use the cards of the current count: once it has started again from nothing, the earlier cards no longer take part.</source>
        <translation>Paare und Folgen zählen nur mit den Karten der laufenden Zählung: Sobald sie wieder bei null begonnen hat, zählen die früheren Karten nicht mehr mit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="362"/>
        <source>One card can score several things at once. If the count stands at ten and the last card was a five, another five makes fifteen and a pair together, four points; a last card that also makes a pair scores three.</source>
        <translation>Eine Karte kann mehrere Wertungen zugleich bringen. Steht die Zählung bei zehn und war die letzte Karte eine Fünf, ergibt eine weitere Fünf Fünfzehn und ein Paar zugleich, also vier Punkte; eine letzte Karte, die zugleich ein Paar bildet, bringt drei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="363"/>
        <source>The play in the five-card game</source>
        <translation>Das Ausspielen im Fünf-Karten-Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="365"/>
        <source>In this game a player is not obliged to play on after the opponent&apos;s go: they may stop at once and take the point for last card.</source>
        <translation>In diesem Spiel muss ein Spieler nach dem Go des Gegners nicht weiterspielen: Er darf sofort aufhören und den Punkt für die letzte Karte nehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="366"/>
        <source>An example of the play</source>
        <translation>Ein Beispiel für das Ausspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="377"/>
        <source>So in this play you pegged four points and the dealer ten. Both hands are now picked up again for the show.</source>
        <translation>Bei diesem Ausspielen haben Sie also vier Punkte gesteckt und der Geber zehn. Beide Hände werden nun zum Zeigen wieder aufgenommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="378"/>
        <source>The show</source>
        <translation>Das Zeigen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="380"/>
        <source>Each hand, and the crib, is counted together with the start card.</source>
        <translation>Jede Hand und ebenso die Crib wird zusammen mit der Startkarte gezählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="381"/>
        <source>The order is important near the end: points are pegged as each hand is counted, so a player who counts early can reach the target and win before a bigger hand further round is ever shown.</source>
        <translation>Gegen Ende ist die Reihenfolge wichtig: Die Punkte werden gesteckt, sobald eine Hand gezählt ist, daher kann ein Spieler, der früh zählt, das Ziel erreichen und gewinnen, bevor eine größere Hand weiter hinten in der Runde überhaupt gezeigt wird.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="382"/>
        <source>What scores in the show</source>
        <translation>Was beim Zeigen zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="388"/>
        <source>Players usually count aloud in that order, fifteens first, keeping a running total: “fifteen two, fifteen four, and a pair is six”. The score history of the app counts the same way.</source>
        <translation>Meist zählen die Spieler laut in dieser Reihenfolge, die Fünfzehnen zuerst, und führen eine laufende Summe: „Fünfzehn zwei, Fünfzehn vier, und ein Paar macht sechs“. Der Spielverlauf der App zählt genauso.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="389"/>
        <source>A hand worth nothing at all is jokingly called “nineteen”: four cards and the start can never score exactly nineteen.</source>
        <translation>Eine Hand, die gar nichts wert ist, nennt man scherzhaft „neunzehn“: Vier Karten und die Startkarte können nie genau neunzehn ergeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="390"/>
        <source>Examples of counting</source>
        <translation>Beispiele für das Zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="394"/>
        <source>Winning the game</source>
        <translation>Das Spiel gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="395"/>
        <source>The game ends the instant a player or partnership reaches the target, whether by his heels, in the play or in the show. Nothing more is played or counted. The winner does not need the exact number: reaching or passing the game hole is enough.</source>
        <translation>Das Spiel endet in dem Augenblick, in dem ein Spieler oder eine Partei das Ziel erreicht, ob durch Heels, beim Ausspielen oder beim Zeigen. Danach wird nichts mehr gespielt oder gezählt. Der Gewinner braucht nicht die genaue Zahl: Es genügt, das Zielloch zu erreichen oder zu überschreiten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="396"/>
        <source>If nobody has won when the crib has been counted, the cards are gathered and the next player deals.</source>
        <translation>Hat niemand gewonnen, wenn die Crib gezählt ist, werden die Karten eingesammelt, und der nächste Spieler gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="397"/>
        <source>Lurch, skunk and the stakes</source>
        <translation>Lurch, Schneider und die Einsätze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="398"/>
        <source>Cribbage is played for an agreed stake per game, and a loser who is left far behind pays more:</source>
        <translation>Cribbage wird um einen vereinbarten Einsatz pro Spiel gespielt, und ein Verlierer, der weit zurückliegt, zahlt mehr:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="402"/>
        <source>Only the worst of these applies, once: a double skunk is not a skunk as well. With three players, each loser pays according to their own score. Partners share a score, so they win or lose together.</source>
        <translation>Es gilt nur das Schlimmste davon, und nur einmal: Ein doppelter Schneider zählt nicht zusätzlich als Schneider. Bei drei Spielern zahlt jeder Verlierer nach seinem eigenen Punktestand. Partner haben einen gemeinsamen Punktestand und gewinnen oder verlieren daher zusammen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="403"/>
        <source>The app shows the stakes when a game ends (a win by a lurch is “+2”) and keeps count of lurches and skunks in Game ▸ Statistics.</source>
        <translation>Die App zeigt die Einsätze am Ende eines Spiels (ein Sieg mit Lurch ist „+2“) und zählt Lurche und Schneider unter Spiel ▸ Statistik… mit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="404"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="32"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="409"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="410"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="411"/>
        <source>A heavy loss</source>
        <translation>Hohe Niederlage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="412"/>
        <source>Also</source>
        <translation>Außerdem</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="413"/>
        <source>Hoyle&apos;s five-card game</source>
        <translation>Fünf-Karten-Spiel nach Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="414"/>
        <source>lurch below 31</source>
        <translation>Lurch unter 31</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="415"/>
        <source>three for last; the play ends at the first go</source>
        <translation>Drei zum Ausgleich; das Ausspielen endet beim ersten Go</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="416"/>
        <source>Hoyle&apos;s six-card game</source>
        <translation>Sechs-Karten-Spiel nach Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="417"/>
        <source>lurch below 61</source>
        <translation>Lurch unter 61</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="418"/>
        <source>Hoyle&apos;s seven-card game</source>
        <translation>Sieben-Karten-Spiel nach Hoyle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="419"/>
        <source>lurch below 91</source>
        <translation>Lurch unter 91</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="420"/>
        <source>Today&apos;s six-card game</source>
        <translation>Heutiges Sechs-Karten-Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="421"/>
        <source>skunk below 91, double skunk below 61</source>
        <translation>Schneider unter 91, doppelter Schneider unter 61</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="422"/>
        <source>muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="423"/>
        <source>Three-handed cribbage</source>
        <translation>Cribbage zu dritt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="424"/>
        <source>one card from the pack to the crib</source>
        <translation>eine Karte vom Stapel in die Crib</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="425"/>
        <source>Four-handed cribbage (partners)</source>
        <translation>Cribbage zu viert (Partner)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="426"/>
        <source>partners share one score</source>
        <translation>Partner haben einen gemeinsamen Punktestand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="407"/>
        <source>The games on offer</source>
        <translation>Die angebotenen Spiele</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="408"/>
        <source>The New Game dialog offers these sets of house rules. Game ▸ House Rules… shows every setting of each, and lets you copy one and change it.</source>
        <translation>Der Dialog „Neues Spiel“ bietet diese Hausregeln an. Spiel ▸ Hausregeln… zeigt alle Einstellungen jeder Variante und lässt Sie eine kopieren und ändern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="429"/>
        <source>Everyone plays for themselves, each on their own track of the board. The dealer deals five cards to each player and one card from the pack to the crib; each player lays out one card, so the crib has four.</source>
        <translation>Jeder spielt für sich, jeder auf seiner eigenen Bahn des Bretts. Der Geber gibt jedem Spieler fünf Karten und eine Karte vom Stapel in die Crib; jeder Spieler legt eine Karte in die Crib, sodass sie vier Karten hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="430"/>
        <source>The player on the dealer&apos;s left leads and the play goes round to the left. After a go the other two carry on in turn until neither can play. The hands are shown from the dealer&apos;s left round to the dealer, and then the crib. The game is 61 up, and every loser below 31 is lurched.</source>
        <translation>Der Spieler links vom Geber spielt aus, und das Ausspielen geht reihum nach links. Nach einem Go spielen die beiden anderen abwechselnd weiter, bis keiner mehr kann. Die Hände werden vom Spieler links vom Geber reihum bis zum Geber gezeigt, danach die Crib. Gespielt wird auf 61, und jeder Verlierer unter 31 erleidet einen Lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="431"/>
        <source>Partners sit facing each other and score together, on one track. Each player gets five cards and lays out one, making a crib of four for the dealer&apos;s side.</source>
        <translation>Die Partner sitzen einander gegenüber und zählen gemeinsam auf einer Bahn. Jeder Spieler erhält fünf Karten und legt eine in die Crib, sodass eine Crib aus vier Karten für die Partei des Gebers entsteht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="432"/>
        <source>The play goes round to the left. After a go the others carry on in turn; whoever played last pegs the go for their side, and the next player round who still has cards leads the new count. The hands are shown in turn from the dealer&apos;s left, the dealer last, then the crib. The game is 121 up, and a side below 61 is lurched.</source>
        <translation>Das Ausspielen geht reihum nach links. Nach einem Go spielen die anderen reihum weiter; wer zuletzt gespielt hat, steckt das Go für seine Partei, und der nächste Spieler in der Runde, der noch Karten hat, eröffnet die neue Zählung. Die Hände werden der Reihe nach gezeigt, beginnend links vom Geber, der Geber zuletzt, dann die Crib. Gespielt wird auf 121, und eine Partei unter 61 erleidet einen Lurch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="45"/>
        <source>A few hints</source>
        <translation>Ein paar Tipps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="444"/>
        <source>Fives are the most valuable cards, since every card worth ten makes fifteen with them. Keep them, or give them to your own crib, but not to an opponent&apos;s.</source>
        <translation>Fünfen sind die wertvollsten Karten, denn jede Karte, die zehn zählt, ergibt mit ihnen fünfzehn. Behalten Sie sie oder geben Sie sie in Ihre eigene Crib, aber nicht in die eines Gegners.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="445"/>
        <source>For an opponent&apos;s crib, lay out cards that are far apart in rank, such as a king with a two, so they make neither runs nor fifteens together.</source>
        <translation>Legen Sie in die Crib eines Gegners Karten, die im Rang weit auseinanderliegen, etwa einen König mit einer Zwei, damit sie zusammen weder Folgen noch Fünfzehnen ergeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="446"/>
        <source>Leading a card below five means the next player cannot make fifteen.</source>
        <translation>Spielen Sie eine Karte unter fünf aus, kann der nächste Spieler keine Fünfzehn bilden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="447"/>
        <source>Try not to leave the count at five or twenty-one: one of the many cards worth ten then makes fifteen or thirty-one.</source>
        <translation>Lassen Sie die Zählung möglichst nicht bei fünf oder einundzwanzig stehen: Eine der vielen Karten, die zehn zählen, ergibt dann fünfzehn oder einunddreißig.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="448"/>
        <source>Start a game with Game ▸ New Game… (`Ctrl+N`): choose the house rules, the number of players and how strong the computer players are, and deal. The app cuts for the deal and shuffles for everyone; the cuts are listed in the score history.</source>
        <translation>Beginnen Sie ein Spiel mit Spiel ▸ Neues Spiel… (`Ctrl+N`): Wählen Sie die Hausregeln, die Zahl der Spieler und die Spielstärke der Computerspieler, und geben Sie. Die App hebt um das Geben ab und mischt für alle; das Abheben steht im Spielverlauf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="450"/>
        <source>The panel on the right tells you what to do next and holds the buttons and the score history. The buttons only appear when they can be used.</source>
        <translation>Die Leiste rechts sagt Ihnen, was als Nächstes zu tun ist, und enthält die Schaltflächen und den Spielverlauf. Die Schaltflächen erscheinen nur, wenn sie sich benutzen lassen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="463"/>
        <source>Score history, replays and game numbers</source>
        <translation>Spielverlauf, Wiederholungen und Spielnummern</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="465"/>
        <source>Game ▸ Replay This Game (`Ctrl+R`) starts the current game again from its first deal, with exactly the same cards. Game ▸ Game Number… shows the **game number**, which names the shuffle: enter it under More choices in New Game, with the same house rules, to play the same cards again another day.</source>
        <translation>Spiel ▸ Dieses Spiel wiederholen (`Ctrl+R`) beginnt das laufende Spiel noch einmal ab dem ersten Geben, mit genau denselben Karten. Spiel ▸ Spielnummer… zeigt die **Spielnummer**, die die Mischung bezeichnet: Tragen Sie sie mit denselben Hausregeln unter „Weitere Optionen“ von Neues Spiel ein, um dieselben Karten an einem anderen Tag noch einmal zu spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="475"/>
        <source>The game is played for counters. Each player starts with a purse of them (fifty, unless the house rules say otherwise), and every stake and payment is made in counters.</source>
        <translation>Gespielt wird um Spielmarken. Jeder Spieler beginnt mit einer Kasse davon (fünfzig, sofern die Hausregeln nichts anderes sagen), und jeder Einsatz und jede Zahlung wird in Spielmarken geleistet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="513"/>
        <source>What the players call appears in a bubble beside them as it happens: every call from *Snip* to *Jig!*, *Snap-Jig!* and the like at a stop, and *Out!* for the winner.</source>
        <translation>Was die Spieler rufen, erscheint im selben Moment in einer Sprechblase neben ihnen: jeder Ruf von *Snip* bis *Jig!*, *Snap-Jig!* und Ähnliches bei einem Stopper und *Aus!* für den Gewinner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="518"/>
        <source>These rules follow the chapter on Jig in W. H. Peel&apos;s *Round Games with Cards*. Jig is his own name for the second of the two games played as Snip-Snap-Snorum, the one played like Pope Joan.</source>
        <translation>Diese Regeln folgen dem Kapitel über Jig in W. H. Peels *Round Games with Cards*. Jig ist sein eigener Name für das zweite der beiden Spiele, die als Snip-Snap-Snorum gespielt werden, nämlich das, das wie Pope Joan gespielt wird.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="519"/>
        <source>Loto</source>
        <translation>Loto</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="521"/>
        <source>Loto is played with cards that carry numbers, not with playing cards. Numbers are drawn one at a time from a bag and called out; whoever has a number on a card covers it with a counter.</source>
        <translation>Loto wird mit Karten gespielt, die Zahlen tragen, nicht mit Spielkarten. Die Zahlen werden einzeln aus einem Beutel gezogen und ausgerufen; wer eine Zahl auf einer Karte hat, deckt sie mit einer Spielmarke ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="522"/>
        <source>There are two ways to play. In the **first method** the players race: the first to cover a whole line of a card, then two lines, then a whole card wins a share of the pool. In the **second method** there is no race: after each drawing of ten numbers, every line with two or more counters on it is paid from the pool.</source>
        <translation>Es gibt zwei Spielweisen. Bei der **ersten Methode** ist es ein Wettlauf: Wer zuerst eine ganze Reihe einer Karte abdeckt, dann zwei Reihen, dann eine ganze Karte, gewinnt einen Teil des Potts. Bei der **zweiten Methode** gibt es keinen Wettlauf: Nach jeder Ziehung von zehn Zahlen wird jede Reihe mit zwei oder mehr Spielmarken aus dem Pott bezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="523"/>
        <source>The cards and the bag</source>
        <translation>Die Karten und der Beutel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="524"/>
        <source>A Loto card has three lines of five numbers. The numbers stand in nine columns: 1 to 9 in the first, the tens in the second, the twenties in the third and so on, up to 80 to 90 in the last. No line has two numbers in the same column.</source>
        <translation>Eine Lotokarte hat drei Reihen mit je fünf Zahlen. Die Zahlen stehen in neun Spalten: 1 bis 9 in der ersten, die Zehner in der zweiten, die Zwanziger in der dritten und so weiter bis 80 bis 90 in der letzten. Keine Reihe hat zwei Zahlen in derselben Spalte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="525"/>
        <source>The box holds twenty-four cards, and each number from 1 to 90 is on exactly four of them. Some boxes have only eighteen cards, each number then being on three.</source>
        <translation>Der Kasten enthält vierundzwanzig Karten, und jede Zahl von 1 bis 90 steht auf genau vier davon. Manche Kästen haben nur achtzehn Karten; dann steht jede Zahl auf dreien.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="526"/>
        <source>The bag holds ninety wooden knobs numbered 1 to 90. At the second method the knobs drawn are set out on a board with ten holes, so that everyone can see the whole drawing.</source>
        <translation>Der Beutel enthält neunzig Holzkugeln mit den Nummern 1 bis 90. Bei der zweiten Methode werden die gezogenen Kugeln auf ein Brett mit zehn Mulden gelegt, damit alle die ganze Ziehung sehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="527"/>
        <source>The first method: the race</source>
        <translation>Die erste Methode: der Wettlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="528"/>
        <source>The app is the caller and does not play. Each player takes one card (or more, as the house rules say) and stakes the same number of counters for each card; all the stakes make the pool.</source>
        <translation>Die App ruft aus und spielt nicht mit. Jeder Spieler nimmt eine Karte (oder mehr, wie die Hausregeln sagen) und setzt für jede Karte gleich viele Spielmarken; alle Einsätze bilden den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="529"/>
        <source>The numbers are then drawn and called one after another, at the pace you choose. Whoever has the number called covers it, on every card that carries it. Counters have no value here: they only mark the numbers.</source>
        <translation>Dann werden die Zahlen nacheinander gezogen und ausgerufen, im Tempo, das Sie wählen. Wer die ausgerufene Zahl hat, deckt sie ab, auf jeder Karte, die sie trägt. Die Spielmarken haben hier keinen Wert: Sie markieren nur die Zahlen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="530"/>
        <source>**The first row**: the first player to cover a whole line of five numbers and claim it wins a quarter of the pool.</source>
        <translation>**Die erste Reihe**: Wer als Erster eine ganze Reihe von fünf Zahlen abdeckt und sie beansprucht, gewinnt ein Viertel des Potts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="531"/>
        <source>**Two rows**: the first to have two lines of one card covered and claim them wins another quarter.</source>
        <translation>**Zwei Reihen**: Wer als Erster zwei Reihen einer Karte abgedeckt hat und sie beansprucht, gewinnt ein weiteres Viertel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="532"/>
        <source>**The whole card**: the first to cover all fifteen numbers of a card and claim it wins the rest of the pool, and the round ends.</source>
        <translation>**Die ganze Karte**: Wer als Erster alle fünfzehn Zahlen einer Karte abdeckt und sie beansprucht, gewinnt den Rest des Potts, und die Runde endet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="533"/>
        <source>A claim is checked: a line is complete only when all its numbers have been called and covered. A number you missed can still be covered at a later call, but someone quicker may have claimed the prize in the meantime. A prize nobody claimed before the whole card goes with the card.</source>
        <translation>Ein Anspruch wird geprüft: Eine Reihe ist erst vollständig, wenn alle ihre Zahlen ausgerufen und abgedeckt sind. Eine verpasste Zahl kann bei einem späteren Ausruf noch abgedeckt werden, aber jemand Schnelleres hat den Gewinn vielleicht schon beansprucht. Ein Gewinn, den vor der ganzen Karte niemand beansprucht hat, geht mit der Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="534"/>
        <source>The game is a few rounds, each with freshly dealt cards and a full bag.</source>
        <translation>Das Spiel hat einige Runden, jede mit neu verteilten Karten und vollem Beutel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="535"/>
        <source>The second method: the drawings</source>
        <translation>Die zweite Methode: die Ziehungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="537"/>
        <source>Exchanges</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="539"/>
        <source>A drawing</source>
        <translation>Eine Ziehung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="540"/>
        <source>The player whose turn it is draws ten knobs from the bag, one at a time, and sets them on the board. For each number drawn, every player takes a counter from the table for each of their cards that carries it and lays it on that number.</source>
        <translation>Wer an der Reihe ist, zieht zehn Kugeln einzeln aus dem Beutel und legt sie auf das Brett. Für jede gezogene Zahl nimmt jeder Spieler für jede seiner Karten, die sie trägt, eine Spielmarke vom Tisch und legt sie auf diese Zahl.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="541"/>
        <source>When a number drawn is on nobody&apos;s card, its knob is put away and stays out of the bag until someone takes a card that carries it.</source>
        <translation>Steht eine gezogene Zahl auf keiner Karte, wird ihre Kugel beiseitegelegt und bleibt aus dem Beutel, bis jemand eine Karte nimmt, die sie trägt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="542"/>
        <source>The payments</source>
        <translation>Die Zahlungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="543"/>
        <source>After the ten knobs, each line of each card is looked at, starting with the eldest hand:</source>
        <translation>Nach den zehn Kugeln wird jede Reihe jeder Karte betrachtet, beginnend mit der Vorhand:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="544"/>
        <source>Counters on one line</source>
        <translation>Spielmarken auf einer Reihe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="545"/>
        <source>Called</source>
        <translation>Heißt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="546"/>
        <source>Paid from the pool</source>
        <translation>Aus dem Pott gezahlt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="547"/>
        <source>abstract</source>
        <translation>Auszug</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="548"/>
        <source>nothing more: the counter itself is the gain</source>
        <translation>nichts weiter: die Spielmarke selbst ist der Gewinn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="549"/>
        <source>ambo</source>
        <translation>Ambe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="550"/>
        <source>5 counters</source>
        <translation>5 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="551"/>
        <source>terne</source>
        <translation>Terne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="552"/>
        <source>25 counters</source>
        <translation>25 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="553"/>
        <source>quaterne</source>
        <translation>Quaterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="554"/>
        <source>100 counters</source>
        <translation>100 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="555"/>
        <source>quinterne</source>
        <translation>Quinterne</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="556"/>
        <source>250 counters</source>
        <translation>250 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="557"/>
        <source>Only the counters of this drawing count. Then the knobs go back into the bag (except those put away) and the next player draws.</source>
        <translation>Nur die Spielmarken dieser Ziehung zählen. Dann kommen die Kugeln zurück in den Beutel (außer den beiseitegelegten), und der nächste Spieler zieht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="559"/>
        <source>The game ends with the last drawing: the one the house rules name, or the one in which the counters on the table run out. The last drawing goes on past ten knobs until no counters are left on the table or the bag is empty. Then the pool pays as far as it can, starting with the eldest hand; those it cannot pay go unpaid, which is called a **bankruptcy**. Whatever is still in the pool or on the table is shared out by the number of cards each player holds.</source>
        <translation>Das Spiel endet mit der letzten Ziehung: der von den Hausregeln genannten oder der, in der die Spielmarken auf dem Tisch ausgehen. Die letzte Ziehung geht über zehn Kugeln hinaus, bis keine Spielmarken mehr auf dem Tisch liegen oder der Beutel leer ist. Dann zahlt der Pott, so weit er reicht, beginnend mit der Vorhand; wen er nicht mehr bezahlen kann, der geht leer aus: ein **Bankrott**. Was im Pott oder auf dem Tisch übrig ist, wird nach der Zahl der gehaltenen Karten verteilt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="70"/>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="560"/>
        <source>At both methods the game is won by the player with the most counters gained. The first method rewards quick eyes; the second is pure luck.</source>
        <translation>Bei beiden Methoden gewinnt, wer die meisten Spielmarken gewonnen hat. Die erste Methode belohnt schnelle Augen, die zweite ist reines Glück.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="561"/>
        <source>The first method with one card each: a quarter of the pool for the first row, a quarter for two rows, the rest for the whole card, three rounds.</source>
        <translation>Die erste Methode mit einer Karte je Spieler: ein Viertel des Potts für die erste Reihe, ein Viertel für zwei Reihen, der Rest für die ganze Karte, drei Runden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="562"/>
        <source>Loto, whole card only</source>
        <translation>Loto, nur die ganze Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="563"/>
        <source>The first method with two cards each, the whole pool for the first whole card, and covering counters bought from a second pool.</source>
        <translation>Die erste Methode mit zwei Karten je Spieler, dem ganzen Pott für die erste ganze Karte und Spielmarken zum Abdecken aus einem zweiten Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="564"/>
        <source>Loto, second method</source>
        <translation>Loto, zweite Methode</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="565"/>
        <source>The second method with two cards each, played until the counters on the table are gone.</source>
        <translation>Die zweite Methode mit zwei Karten je Spieler, gespielt, bis die Spielmarken auf dem Tisch aufgebraucht sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="566"/>
        <source>Loto, second method, twelve drawings</source>
        <translation>Loto, zweite Methode, zwölf Ziehungen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="567"/>
        <source>The second method ending at the twelfth drawing, with exchanges before every drawing and a box of eighteen cards.</source>
        <translation>Die zweite Methode mit Ende nach der zwölften Ziehung, Tausch vor jeder Ziehung und einem Kasten mit achtzehn Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="569"/>
        <source>the race, or the drawings.</source>
        <translation>der Wettlauf oder die Ziehungen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="570"/>
        <source>twenty-four cards, or eighteen.</source>
        <translation>vierundzwanzig Karten oder achtzehn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="573"/>
        <source>the counters staked for each card.</source>
        <translation>die Spielmarken, die für jede Karte gesetzt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="574"/>
        <source>a row, two rows and the card, or only the card (first method).</source>
        <translation>eine Reihe, zwei Reihen und die Karte, oder nur die Karte (erste Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="575"/>
        <source>with several cards each, whether one card or all of them must be covered for the last prize (first method).</source>
        <translation>bei mehreren Karten je Spieler, ob eine Karte oder alle für den letzten Gewinn abgedeckt sein müssen (erste Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="576"/>
        <source>everyone also puts fifteen counters a card into a second pool, takes one back for each number covered, and the winner of the card takes what is left (first method).</source>
        <translation>alle legen zusätzlich fünfzehn Spielmarken je Karte in einen zweiten Pott, nehmen für jede abgedeckte Zahl eine zurück, und wer die Karte gewinnt, nimmt den Rest (erste Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="577"/>
        <source>how many rounds make the game (first method).</source>
        <translation>wie viele Runden das Spiel hat (erste Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="578"/>
        <source>how quickly an easy computer player answers a call, on average.</source>
        <translation>wie schnell ein leichter Computerspieler im Mittel auf einen Ausruf antwortet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="579"/>
        <source>the same for a standard computer player.</source>
        <translation>dasselbe für einen Standard-Computerspieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="580"/>
        <source>the same for an expert computer player.</source>
        <translation>dasselbe für einen Experten-Computerspieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="581"/>
        <source>how often an easy computer player notices a call at once; a missed number is covered at the next call.</source>
        <translation>wie oft ein leichter Computerspieler einen Ausruf sofort bemerkt; eine verpasste Zahl wird beim nächsten Ausruf abgedeckt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="582"/>
        <source>the counters put on the table for each card taken (second method).</source>
        <translation>die Spielmarken, die für jede genommene Karte auf den Tisch kommen (zweite Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="583"/>
        <source>how many knobs make a drawing (second method).</source>
        <translation>wie viele Kugeln eine Ziehung hat (zweite Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="584"/>
        <source>the number of the last drawing; 0 plays on until the counters on the table are gone (second method).</source>
        <translation>die Nummer der letzten Ziehung; 0 spielt weiter, bis die Spielmarken auf dem Tisch aufgebraucht sind (zweite Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="585"/>
        <source>before the first drawing, before every drawing, or never (second method).</source>
        <translation>vor der ersten Ziehung, vor jeder Ziehung oder nie (zweite Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="586"/>
        <source>whether a knob on nobody&apos;s card is kept out of the bag (second method).</source>
        <translation>ob eine Kugel, die auf keiner Karte steht, aus dem Beutel bleibt (zweite Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="587"/>
        <source>the most cards one player may hold (second method).</source>
        <translation>wie viele Karten ein Spieler höchstens halten darf (zweite Methode).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="588"/>
        <source>what two counters on a line win beside themselves.</source>
        <translation>was zwei Spielmarken auf einer Reihe zusätzlich gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="589"/>
        <source>what three counters on a line win.</source>
        <translation>was drei Spielmarken auf einer Reihe gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="590"/>
        <source>what four counters on a line win.</source>
        <translation>was vier Spielmarken auf einer Reihe gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="591"/>
        <source>what a full line of five wins.</source>
        <translation>was eine volle Reihe von fünf gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="594"/>
        <source>**Covering**: click a number on your card when it has been called, or type it and press `Enter`, or press `Space` to cover the number just called. A red counter marks it.</source>
        <translation>**Abdecken**: Klicken Sie eine ausgerufene Zahl auf Ihrer Karte an, oder tippen Sie sie und drücken Sie `Enter`, oder drücken Sie `Space`, um die eben ausgerufene Zahl abzudecken. Eine rote Spielmarke zeigt sie an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="595"/>
        <source>**Claiming**: when a row, two rows or a card is complete, a button offers the claim. A claim that is not complete is refused, and the reason is shown.</source>
        <translation>**Beanspruchen**: Ist eine Reihe, sind zwei Reihen oder ist eine Karte vollständig, bietet eine Schaltfläche den Anspruch an. Ein unvollständiger Anspruch wird abgelehnt, mit Begründung.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="601"/>
        <source>**Drawing** (second method): when it is your turn, **Draw ten knobs** draws them.</source>
        <translation>**Ziehen** (zweite Methode): Wenn Sie an der Reihe sind, zieht **Zehn Kugeln ziehen** die Kugeln.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="602"/>
        <source>The history in the side panel lists every call, claim and payment.</source>
        <translation>Der Verlauf in der Seitenleiste zeigt jeden Ausruf, jeden Anspruch und jede Zahlung.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="603"/>
        <source>digits, then `Enter`</source>
        <translation>Ziffern, dann `Enter`</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="604"/>
        <source>cover the number typed</source>
        <translation>die getippte Zahl abdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="607"/>
        <source>cover the number just called</source>
        <translation>die eben ausgerufene Zahl abdecken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="608"/>
        <source>take back the last digit typed</source>
        <translation>die zuletzt getippte Ziffer zurücknehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="609"/>
        <source>forget the digits typed and the card chosen</source>
        <translation>die getippten Ziffern und die gewählte Karte vergessen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="610"/>
        <source>press that button (claim a row, two rows or the card; next number)</source>
        <translation>diese Schaltfläche drücken (Reihe, zwei Reihen oder Karte beanspruchen; nächste Zahl)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="611"/>
        <source>These rules follow the chapter on Loto in W. H. Peel&apos;s *Round Games with Cards*, which describes both methods and the counters needed to pay them.</source>
        <translation>Diese Regeln folgen dem Kapitel über Loto in W. H. Peels *Round Games with Cards*, das beide Methoden und die zum Bezahlen nötigen Spielmarken beschreibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="612"/>
        <source>Where the book leaves a question open, such as what becomes of counters left at the end, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Wo das Buch eine Frage offen lässt, etwa was aus den am Ende übrigen Spielmarken wird, trifft die App die auf dieser Seite beschriebene Wahl. Alles hier ist in unseren eigenen Worten erzählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="658"/>
        <source>A game of runs for three to eight players, with counters staked on four pool cards that the right cards win as they are played. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Spiel mit Folgen für drei bis acht Spieler, mit Spielmarken auf vier Pottkarten, die von den richtigen Karten gewonnen werden, sobald diese gespielt werden. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Spieltisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="660"/>
        <source>On the way, counters staked on four **pool cards** (an ace, a king, a queen and a knave) go to whoever plays the card that wins each of them.</source>
        <translation>Unterwegs gehen die Spielmarken, die auf vier **Pottkarten** (einem Ass, einem König, einer Dame und einem Buben) gesetzt sind, an den, der jeweils die Karte spielt, die sie gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="663"/>
        <source>At every deal four **pool cards** are laid out on the board: an ace, a king, a queen and a knave (the jack), each of a different suit, for example [JD QH KC AS]. The app draws the suits at random for each deal.</source>
        <translation>In jeder Runde werden vier **Pottkarten** auf das Brett gelegt: ein Ass, ein König, eine Dame und ein Bube, jede in einer anderen Farbe, zum Beispiel [JD QH KC AS]. Die App lost die Farben für jede Runde neu aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="665"/>
        <source>So with the pool cards above, the winning cards are [TD JH QC KS].</source>
        <translation>Bei den Pottkarten oben sind die Gewinnkarten also [TD JH QC KS].</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="669"/>
        <source>The amounts given here are those of Peel&apos;s game; the [house rules](#house-rules) can change them.</source>
        <translation>Die hier genannten Beträge sind die aus Peels Spiel; die [Hausregeln](#house-rules) können sie ändern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="675"/>
        <source>**Pool cards** — playing the winning card of a pool card, led or following on, takes every counter on that pool card at once.</source>
        <translation>**Pottkarten** — wer die Gewinnkarte einer Pottkarte spielt, ob ausgespielt oder als nächste Karte der Folge, nimmt sofort alle Spielmarken auf dieser Pottkarte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="676"/>
        <source>**Going out** — the first player out of cards is paid for every card left in the other hands. There is no Game to win in Newmarket.</source>
        <translation>**Ausgehen** — wer als Erster keine Karten mehr hat, erhält eine Zahlung für jede Karte, die in den anderen Händen bleibt. Ein Fach Spiel gibt es in Newmarket nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="683"/>
        <source>This version keeps the sevens in and deals a **dead hand**, as if for one more player, with any odd cards added to it. Nobody plays it, so its cards make stops that nobody can see. Every player stakes one counter on each pool card, and the dealer adds nothing extra.</source>
        <translation>Diese Fassung behält die Siebenen im Spiel und teilt eine **tote Hand** aus, als wäre sie ein weiterer Spieler, und übrige Karten kommen zu ihr. Niemand spielt sie, daher bilden ihre Karten Stopper, die niemand sehen kann. Jeder Spieler setzt eine Spielmarke auf jede Pottkarte, und der Geber legt nichts zusätzlich dazu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="690"/>
        <source>When a dead hand is dealt, it lies on the right, labelled **Dead hand**, face down until the deal ends.</source>
        <translation>Wird eine tote Hand ausgeteilt, liegt sie rechts, beschriftet mit **Tote Hand**, verdeckt bis zum Ende der Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="691"/>
        <source>What the players call appears in a bubble beside them as it happens: *Pool card!* as a pool card&apos;s stakes are won, *Stop!* at each stop and *Out!* for the winner.</source>
        <translation>Was die Spieler rufen, erscheint im selben Moment in einer Sprechblase neben ihnen: *Pottkarte!*, wenn die Einsätze einer Pottkarte gewonnen werden, *Stopp!* bei jedem Stopper und *Aus!* für den Gewinner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="693"/>
        <source>These rules follow the chapter on Newmarket in W. H. Peel&apos;s *Round Games with Cards*. Newmarket as played today is not in the book: it is the way the game is usually met now.</source>
        <translation>Diese Regeln folgen dem Kapitel über Newmarket in W. H. Peels *Round Games with Cards*. Newmarket, wie heute gespielt, steht nicht im Buch: So begegnet man dem Spiel heute meistens.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="694"/>
        <source>**The coach.** Whenever it is your turn and you have a choice, press **Hint** (`H`): the coach lists the best few choices, each with what it is worth in the game&apos;s own measure (points, counters or a chance of winning) and one short reason, and marks the best on the table. The best is always what the Expert computer player would do here. Where only one thing may be done, or every choice is worth the same, the coach says so.</source>
        <translation>**Der Trainer.** Wenn Sie am Zug sind und eine Wahl haben, drücken Sie **Tipp** (`H`): Der Trainer nennt die besten Möglichkeiten, jede mit ihrem Wert im eigenen Maß des Spiels (Punkte, Spielmarken oder eine Aussicht auf den Gewinn) und einem kurzen Grund, und markiert die beste auf dem Tisch. Die beste ist immer die, die der Computerspieler Experte hier wählen würde. Darf man nur eines tun oder ist jede Wahl gleich viel wert, sagt der Trainer das.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="695"/>
        <source>At the tables with *Review the last hand*, the review shows each decision of yours the Expert would have made otherwise, what it cost by the Expert&apos;s own measure, and a total for the hand. Settings ▸ Options ▸ *Tell me at once when the coach would have played otherwise* adds a short note right after a costly move.</source>
        <translation>An den Tischen mit *Letzte Runde anzeigen* zeigt die Rückschau jede Ihrer Entscheidungen, die der Experte anders getroffen hätte, was sie nach dem eigenen Maß des Experten gekostet hat, und eine Summe für die Runde. Einstellungen ▸ Optionen ▸ *Sofort sagen, wenn der Trainer anders gespielt hätte* fügt gleich nach einem teuren Zug einen kurzen Hinweis hinzu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="704"/>
        <source>When you hold the card that follows on, it is highlighted and the panel names it: click it, or press `Enter`. Any other card is refused, with a word of explanation. When you do not hold the next card there is nothing to do: play goes on without you.</source>
        <translation>Haben Sie die nächste Karte der Folge, wird sie hervorgehoben und in der Leiste genannt: Klicken Sie sie an oder drücken Sie `Enter`. Jede andere Karte wird mit einem kurzen Hinweis abgelehnt. Haben Sie die nächste Karte nicht, gibt es nichts zu tun: Das Spiel geht ohne Sie weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="708"/>
        <source>Each name plate shows the counters in that player&apos;s purse. A brass disc marked **D** shows the dealer, and a gold glow shows whose turn it is. A player who sits a deal out or has left the table is marked on the plate.</source>
        <translation>Jedes Namensschild zeigt die Spielmarken in der Kasse des Spielers. Eine Messingscheibe mit **G** zeigt den Geber, und ein goldenes Leuchten zeigt, wer am Zug ist. Ein Spieler, der eine Runde aussetzt oder den Tisch verlassen hat, ist auf seinem Schild gekennzeichnet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="714"/>
        <source>**Buy in again** — the player takes a fresh purse from the box as soon as a payment needs it, and also at the end of a deal if the purse is empty. Counters bought in are not winnings: they count against the player at the end.</source>
        <translation>**Kauft nach** — der Spieler nimmt eine neue Kasse aus dem Vorrat, sobald eine Zahlung es erfordert, und außerdem am Ende einer Runde, wenn seine Kasse leer ist. Nachgekaufte Spielmarken sind kein Gewinn: Am Ende werden sie dem Spieler wieder abgezogen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="715"/>
        <source>**Leave the table** — the player pays what is left and the rest of the debt goes unpaid. They play the deal out and leave at its end. If fewer than three players are left, the game ends there.</source>
        <translation>**Verlässt den Tisch** — der Spieler zahlt, was er noch hat, und der Rest der Schuld bleibt unbezahlt. Er spielt die Runde zu Ende und verlässt danach den Tisch. Bleiben weniger als drei Spieler übrig, endet das Spiel an dieser Stelle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="719"/>
        <source>To find the first dealer, cards are dealt face up round the table, one to each player in turn, until a knave turns up: whoever receives it deals first.</source>
        <translation>Um den ersten Geber zu ermitteln, werden reihum offen Karten ausgeteilt, jedem Spieler eine, bis ein Bube erscheint: Wer ihn erhält, gibt zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="711"/>
        <source>The dealer shuffles and deals the whole pack face down, one card at a time, beginning on the left. The cards rarely come out even, so the players nearest the dealer&apos;s left may get one card more than the others. There is no turn-up and there are no trumps.</source>
        <translation>Der Geber mischt und teilt das ganze Kartenspiel verdeckt aus, Karte für Karte, links beginnend. Die Karten gehen selten glatt auf, daher bekommen die Spieler, die links vom Geber zuerst an der Reihe sind, unter Umständen eine Karte mehr als die anderen. Es wird keine Karte aufgedeckt, und es gibt keinen Trumpf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="728"/>
        <source>The elder hand leads: any card at all, laid face up on the table.</source>
        <translation>Die Vorhand spielt aus: eine beliebige Karte, offen auf den Tisch gelegt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="730"/>
        <source>The cards rank from ace, the lowest, through two, three and so on to ten, knave, queen and king, the highest. Each suit is a sequence of its own: a run never changes suit.</source>
        <translation>Die Karten reichen vom Ass als niedrigster über Zwei, Drei und so weiter bis Zehn, Bube, Dame und König als höchster Karte. Jede Farbe bildet eine eigene Reihe: Eine Folge wechselt nie die Farbe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="731"/>
        <source>Nobody plays in turn round the table, and nobody may hold back the card that follows on: it is played by whoever has it, even if that is the same player again.</source>
        <translation>Niemand spielt reihum, und niemand darf die nächste Karte der Folge zurückhalten: Wer sie hat, spielt sie, auch wenn es wieder derselbe Spieler ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="484"/>
        <source>it is a king: nothing comes after a king, so every king is a stop</source>
        <translation>sie ein König ist: Auf einen König folgt nichts, daher ist jeder König ein Stopper</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="670"/>
        <source>the next card has been taken out of the pack</source>
        <translation>die nächste Karte aus dem Spiel genommen wurde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="485"/>
        <source>the next card has already been played in this deal</source>
        <translation>die nächste Karte in dieser Runde schon gespielt wurde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="671"/>
        <source>the next card lies in a hand that nobody plays</source>
        <translation>die nächste Karte in einer Hand liegt, die niemand spielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="483"/>
        <source>A card is a stop when:</source>
        <translation>Eine Karte ist ein Stopper, wenn:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="674"/>
        <source>Playing a stop gives you the lead, and the lead lets you get rid of a card you could not otherwise play. So it pays to remember what has gone and to work out which of your cards are stops.</source>
        <translation>Mit einem Stopper kommen Sie ans Ausspielen, und beim Ausspielen werden Sie eine Karte los, die Sie sonst nicht spielen könnten. Es lohnt sich also, sich zu merken, was schon gespielt ist, und auszurechnen, welche Ihrer Karten Stopper sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="677"/>
        <source>Every payment is due the moment the card that earns it is played. The app collects each one at once, so none can be forgotten.</source>
        <translation>Jede Zahlung ist fällig, sobald die Karte gespielt wird, die sie einbringt. Die App zieht jede sofort ein, sodass keine vergessen werden kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="712"/>
        <source>Running out of counters</source>
        <translation>Wenn die Spielmarken ausgehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="713"/>
        <source>A player whose purse runs dry carries on in one of two ways, as the house rules say:</source>
        <translation>Ein Spieler, dessen Kasse leer ist, spielt auf eine von zwei Arten weiter, je nachdem, was die Hausregeln sagen:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="234"/>
        <source>The end of the game</source>
        <translation>Das Ende des Spiels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="716"/>
        <source>A game lasts as many deals as the house rules say: by default one round, so that everyone deals once.</source>
        <translation>Ein Spiel dauert so viele Runden, wie die Hausregeln sagen: standardmäßig einen Umlauf, sodass jeder einmal gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="717"/>
        <source>Counters still on the board after the last deal are shared equally among the players still at the table; any odd counters go one each to the players from the last dealer&apos;s left.</source>
        <translation>Spielmarken, die nach der letzten Runde noch auf dem Brett liegen, werden zu gleichen Teilen unter den Spielern aufgeteilt, die noch am Tisch sitzen; übrige Spielmarken gehen einzeln an die Spieler, beginnend links vom letzten Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="718"/>
        <source>Whoever has won the most counters wins the game, and players level at the top share the win.</source>
        <translation>Wer die meisten Spielmarken gewonnen hat, gewinnt das Spiel; wer dabei gleichauf an der Spitze liegt, teilt sich den Sieg.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="723"/>
        <source>how many sit at the table, you included: three to eight. The New Game dialog lets you change it each time.</source>
        <translation>wie viele am Tisch sitzen, Sie eingeschlossen: drei bis acht. Im Dialog „Neues Spiel“ können Sie die Zahl jedes Mal ändern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="572"/>
        <source>the counters each player starts with, and takes again on buying in.</source>
        <translation>die Spielmarken, mit denen jeder Spieler beginnt und die er beim Nachkaufen wieder erhält.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="725"/>
        <source>how many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>wie viele Runden ein Spiel dauert; 0 heißt ein Umlauf, sodass jeder einmal gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="726"/>
        <source>the counters the first player out receives for each card left in another player&apos;s hand.</source>
        <translation>die Spielmarken, die der Erste, der ausgeht, für jede Karte erhält, die ein anderer Spieler noch auf der Hand hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="39"/>
        <source>These are the settings Game ▸ House Rules… shows for this game, by the names it gives them:</source>
        <translation>Dies sind die Einstellungen, die Spiel ▸ Hausregeln… für dieses Spiel zeigt, unter den Namen, die sie dort tragen:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="520"/>
        <source>Numbers drawn from a bag of ninety and covered on cards, for two to twenty-four players, in two ways: a race to cover a row, two rows and a whole card, or drawings of ten numbers paid by what lands on each line. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Zahlen aus einem Beutel mit neunzig Kugeln, auf Karten abgedeckt, für zwei bis vierundzwanzig Spieler, auf zwei Arten: ein Wettlauf, eine Reihe, zwei Reihen und eine ganze Karte abzudecken, oder Ziehungen von zehn Zahlen, bezahlt nach dem, was auf jede Reihe fällt. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="536"/>
        <source>Each player takes two cards, paying a stake for each into the pool and also putting sixty counters for each card on the table; a player may take four or six instead, paying two or three times as much. With more than twelve players the box cannot give everyone two: some take only one card and pay half. The counters on the table pay for the counters laid on the cards, so every counter a player lays is that player&apos;s to keep.</source>
        <translation>Jeder Spieler nimmt zwei Karten, zahlt für jede einen Einsatz in den Pott und legt zudem für jede Karte sechzig Spielmarken auf den Tisch; ein Spieler kann stattdessen vier oder sechs nehmen und zahlt dann das Doppelte oder Dreifache. Bei mehr als zwölf Spielern reicht der Kasten nicht für je zwei: Manche nehmen nur eine Karte und zahlen die Hälfte. Die Spielmarken auf dem Tisch bezahlen die auf die Karten gelegten, sodass jede gelegte Spielmarke dem Spieler gehört.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="538"/>
        <source>Before the first drawing each player in turn, starting with the eldest hand, may exchange one of their cards for a card laid aside, take another card as well (paying for it as for the first ones) or give one back, one card or more, until they keep their cards (at most six changes a turn, an offer counting as one). A player may also offer one of their cards for a card another player holds; the other player accepts or declines. The house rules can allow this before every drawing, or never.</source>
        <translation>Vor der ersten Ziehung darf jeder Spieler der Reihe nach, beginnend mit der Vorhand, eine seiner Karten gegen eine beiseitegelegte tauschen, zusätzlich eine Karte nehmen (und sie wie die ersten bezahlen) oder eine zurückgeben, eine Karte oder mehrere, bis er seine Karten behält (höchstens sechs Änderungen pro Zug, ein Angebot zählt als eine). Er kann auch einem anderen Spieler eine seiner Karten gegen eine von dessen Karten anbieten; der andere nimmt an oder lehnt ab. Die Hausregeln können das vor jeder Ziehung erlauben oder nie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="558"/>
        <source>Whenever the pool cannot pay a line, everyone stakes again for each card they hold, as many times as the line needs, so a drawing before the last always pays in full. With exchanges before every drawing, the payments wait first for a round of exchanges, so that a player may give back a card before staking for it again.</source>
        <translation>Wann immer der Pott eine Reihe nicht zahlen kann, setzen alle erneut für jede Karte, die sie halten, so oft die Reihe es verlangt; eine Ziehung vor der letzten zahlt also immer voll. Wird vor jeder Ziehung getauscht, warten die Zahlungen zuerst auf eine Tauschrunde, damit ein Spieler eine Karte zurückgeben kann, bevor er erneut für sie setzt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="568"/>
        <source>how many sit at the table, you included: two to twenty-four (eighteen with the smaller box).</source>
        <translation>wie viele am Tisch sitzen, Sie selbst eingeschlossen: zwei bis vierundzwanzig (achtzehn mit dem kleineren Kasten).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="571"/>
        <source>how many cards each player takes; the method&apos;s own is one at the first method and two at the second; at a large table some get fewer, as the box allows.</source>
        <translation>wie viele Karten jeder Spieler nimmt; wie die Methode es vorsieht, ist es eine bei der ersten und zwei bei der zweiten; an einem großen Tisch bekommen manche weniger, wie der Kasten es erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="592"/>
        <source>The form shows each method&apos;s own settings only while that method is chosen.</source>
        <translation>Das Formular zeigt die Einstellungen einer Methode nur, solange diese Methode gewählt ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="593"/>
        <source>The number just called is shown large at the top left, and the board beside it holds the last ten numbers (at the second method, the knobs of the current drawing). Your cards are shown large; the computer players&apos; cards are smaller, below. With more than twelve players each computer player is a small panel instead: its cards in miniature with their counters, and its best line (say, 4/5, one number from a full line); click the panel, or press `Enter` on it, to see that player&apos;s cards full size.</source>
        <translation>Die eben ausgerufene Zahl steht groß oben links, und das Brett daneben hält die letzten zehn Zahlen (bei der zweiten Methode die Kugeln der laufenden Ziehung). Ihre Karten sind groß dargestellt, die der Computerspieler kleiner darunter. Bei mehr als zwölf Spielern ist jeder Computerspieler stattdessen ein kleines Feld: seine Karten in Miniatur mit ihren Spielmarken und seine beste Reihe (etwa 4/5, eine Zahl vor der vollen Reihe); klicken Sie auf das Feld oder drücken Sie darauf `Enter`, um die Karten dieses Spielers in voller Größe zu sehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="599"/>
        <source>**Exchanging** (second method): click one of your cards, then a card laid aside to swap them, or another player&apos;s card to offer them an exchange; click a card laid aside to take it as well. You may make one change or several; **Keep these cards** ends your turn. When someone offers you an exchange, the two cards are outlined and **Accept the exchange** or **Decline** answers. Each card shows its number (#5) in its first empty square, as the history names it.</source>
        <translation>**Tauschen** (zweite Methode): Klicken Sie eine Ihrer Karten an, dann eine beiseitegelegte, um sie zu tauschen, oder die Karte eines anderen Spielers, um ihm einen Tausch anzubieten; klicken Sie eine beiseitegelegte Karte an, um sie zusätzlich zu nehmen. Sie können eine Änderung machen oder mehrere; **Diese Karten behalten** beendet Ihren Zug. Bietet Ihnen jemand einen Tausch an, sind die beiden Karten umrandet, und **Tausch annehmen** oder **Ablehnen** antwortet. Jede Karte zeigt ihre Nummer (#5) im ersten leeren Feld, so wie der Verlauf sie nennt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="696"/>
        <source>Every game is saved after each move, one for each kind of game: Game ▸ Choose Another Game keeps it, and its tile in the chooser then says **Resume**. Starting a new game of the same kind asks first; a game you abandon after your first move counts as played and not won. Game ▸ Undo (`Ctrl+Z`) takes back your last move; a game with a move taken back is not counted in the statistics.</source>
        <translation>Jedes Spiel wird nach jedem Zug gespeichert, eines für jede Spielart: Spiel ▸ Anderes Spiel wählen behält es, und seine Karte in der Spielauswahl zeigt dann **Fortsetzen**. Ein neues Spiel derselben Art fragt vorher nach; ein Spiel, das Sie nach Ihrem ersten Zug aufgeben, zählt als gespielt und nicht gewonnen. Spiel ▸ Zurücknehmen (`Ctrl+Z`) nimmt Ihren letzten Zug zurück; ein Spiel mit einem zurückgenommenen Zug zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="698"/>
        <source>History, replays and game numbers</source>
        <translation>Verlauf, Wiederholungen und Spielnummern</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="732"/>
        <source>Where the book leaves a question open, such as who deals first or what becomes of counters left on the board at the end, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Wo das Buch eine Frage offenlässt, etwa wer zuerst gibt oder was am Ende mit den Spielmarken geschieht, die noch auf dem Brett liegen, trifft die App die auf dieser Seite beschriebene Wahl. Alles hier ist mit eigenen Worten wiedergegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="743"/>
        <source>Whatever nobody wins stays on the board for the next deal, so a stake can grow large before somebody takes it.</source>
        <translation>Was niemand gewinnt, bleibt für die nächste Runde auf dem Brett liegen, sodass ein Einsatz stark anwachsen kann, bevor ihn jemand nimmt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="744"/>
        <source>Players, cards and the board</source>
        <translation>Spieler, Karten und das Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="745"/>
        <source>Pope Joan is a round game: the app seats three to eight players, each playing for themselves.</source>
        <translation>Pope Joan ist ein Gesellschaftsspiel: Die App setzt drei bis acht Spieler an den Tisch, und jeder spielt für sich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="747"/>
        <source>The stakes lie on a board with eight compartments, one for each chance that can be won: Pope, Matrimony, Intrigue, Ace, King, Queen, Knave and Game.</source>
        <translation>Die Einsätze liegen auf einem Brett mit acht Fächern, einem für jede Gewinnmöglichkeit: Papst, Hochzeit, Intrige, Ass, König, Dame, Bube und Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="749"/>
        <source>Before each deal the board is **dressed**: counters are put into its compartments. Every player puts in a share and the dealer two shares. The share is the smallest that brings the total to fifteen counters or more:</source>
        <translation>Vor jeder Runde wird das Brett **besetzt**: Spielmarken kommen in seine Fächer. Jeder Spieler zahlt einen Anteil ein, der Geber zwei Anteile. Der Anteil ist der kleinste, mit dem die Summe fünfzehn Spielmarken oder mehr erreicht:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="757"/>
        <source>Pope</source>
        <translation>Papst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="758"/>
        <source>the nine of diamonds</source>
        <translation>die Karo-Neun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="759"/>
        <source>Matrimony</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="760"/>
        <source>the queen and king of trumps</source>
        <translation>die Trumpf-Dame und der Trumpf-König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="761"/>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="762"/>
        <source>the knave and queen of trumps</source>
        <translation>der Trumpf-Bube und die Trumpf-Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="763"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="764"/>
        <source>the ace of trumps</source>
        <translation>das Trumpf-Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="765"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="766"/>
        <source>the king of trumps</source>
        <translation>der Trumpf-König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="767"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="768"/>
        <source>the queen of trumps</source>
        <translation>die Trumpf-Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="769"/>
        <source>Knave</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="770"/>
        <source>the knave of trumps</source>
        <translation>der Trumpf-Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="771"/>
        <source>Game</source>
        <comment>the stake won by the first player out</comment>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="772"/>
        <source>the first player out of cards</source>
        <translation>wer als Erster keine Karten mehr hat</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="773"/>
        <source>the rest</source>
        <translation>der Rest</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="748"/>
        <source>Dressing the board</source>
        <translation>Das Brett besetzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="750"/>
        <source>Each player</source>
        <translation>Jeder Spieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="751"/>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="752"/>
        <source>On the board</source>
        <translation>Auf dem Brett</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="753"/>
        <source>The counters are laid out in this order, Game taking whatever is left over:</source>
        <translation>Die Spielmarken werden in dieser Reihenfolge verteilt; Spiel bekommt alles, was übrig bleibt:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="754"/>
        <source>Compartment</source>
        <translation>Fach</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="755"/>
        <source>Won by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="756"/>
        <source>Counters</source>
        <translation>Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="774"/>
        <source>A compartment that nobody wins keeps its counters, and the next dressing is added on top. Only Game is won at every deal.</source>
        <translation>Ein Fach, das niemand gewinnt, behält seine Spielmarken, und beim nächsten Besetzen kommt der neue Einsatz obendrauf. Nur Spiel wird in jeder Runde gewonnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="22"/>
        <source>The deal and the turn-up</source>
        <translation>Das Geben und die aufgedeckte Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="776"/>
        <source>Cards left over when there are not enough to go round again are added to the spare hand:</source>
        <translation>Karten, die übrig bleiben, wenn sie nicht mehr für jeden reichen, kommen zur toten Hand:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="777"/>
        <source>Cards to each</source>
        <translation>Karten für jeden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="778"/>
        <source>Spare hand</source>
        <translation>Tote Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="779"/>
        <source>The spare hand stays face down until the deal is over. Nobody plays its cards, so each of them breaks a run where nobody expects it.</source>
        <translation>Die tote Hand bleibt verdeckt, bis die Runde vorbei ist. Niemand spielt ihre Karten, daher unterbricht jede von ihnen eine Folge dort, wo niemand es erwartet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="781"/>
        <source>Trumps make no difference to the order of play: they only decide which cards win the compartments.</source>
        <translation>Trumpf ändert nichts an der Reihenfolge des Spiels: Er entscheidet nur, welche Karten die Fächer gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="659"/>
        <source>Newmarket is a relation of Pope Joan and Spin. Everyone tries to get rid of their cards by playing them in runs up the suit, and the first player out of cards wins a payment for every card the others still hold.</source>
        <translation>Newmarket ist mit Pope Joan und Spin verwandt. Alle versuchen, ihre Karten loszuwerden, indem sie sie in Folgen die Farbe hinauf spielen, und wer als Erster keine Karten mehr hat, erhält eine Zahlung für jede Karte, die die anderen noch halten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="661"/>
        <source>Players, cards and the pool cards</source>
        <translation>Spieler, Karten und die Pottkarten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="662"/>
        <source>Newmarket is a round game: the app seats three to eight players, each playing for themselves. The four sevens are taken out of the pack.</source>
        <translation>Newmarket ist ein Gesellschaftsspiel: Die App setzt drei bis acht Spieler an den Tisch, und jeder spielt für sich. Die vier Siebenen werden aus dem Spiel genommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="664"/>
        <source>In Peel&apos;s game the pool cards come out of the pack itself, and each is won by the card just below it in its suit: the ten wins the knave, the knave the queen, and the queen the king. The ace counts as above the king as well as below the two, so the king of its suit wins the ace.</source>
        <translation>In Peels Spiel stammen die Pottkarten aus dem Kartenspiel selbst, und jede wird von der Karte direkt unter ihr in ihrer Farbe gewonnen: Die Zehn gewinnt den Buben, der Bube die Dame und die Dame den König. Das Ass gilt als über dem König und zugleich unter der Zwei stehend, daher gewinnt der König seiner Farbe das Ass.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="666"/>
        <source>Staking the pool cards</source>
        <translation>Einsätze auf die Pottkarten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="667"/>
        <source>Before each deal every player stakes one counter on the pool cards, and the dealer one more. All four cards must be covered, so each counter goes on the card that holds fewest (ace, king, queen, knave in that order when several are level). Peel lets each player choose; the app places the counters for you.</source>
        <translation>Vor jeder Runde setzt jeder Spieler eine Spielmarke auf die Pottkarten, der Geber eine mehr. Alle vier Karten müssen bedacht sein, daher kommt jede Spielmarke auf die Karte, auf der am wenigsten liegt (bei Gleichstand in der Reihenfolge Ass, König, Dame, Bube). Bei Peel wählt jeder Spieler selbst; die App setzt die Spielmarken für Sie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="668"/>
        <source>Stakes that nobody wins stay on their pool card for the next deal, whatever the suit of the new card.</source>
        <translation>Einsätze, die niemand gewinnt, bleiben für die nächste Runde auf ihrer Pottkarte liegen, ganz gleich, welche Farbe die neue Karte hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="672"/>
        <source>In Peel&apos;s game there is no dead hand, and the stops are all known from the start: the four kings, the four sixes (the sevens are out) and the winning card of each pool card, since the pool cards are out of the pack too.</source>
        <translation>In Peels Spiel gibt es keine tote Hand, und alle Stopper sind von Anfang an bekannt: die vier Könige, die vier Sechsen (die Siebenen fehlen) und die Gewinnkarte jeder Pottkarte, da auch die Pottkarten aus dem Kartenspiel genommen sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="472"/>
        <source>Everyone tries to get rid of their cards, and the first player out of cards wins a payment for every card the others still hold.</source>
        <translation>Alle versuchen, ihre Karten loszuwerden, und wer als Erster keine Karten mehr hat, erhält eine Zahlung für jede Karte, die die anderen noch halten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="473"/>
        <source>Jig is a round game: the app seats three to eight players, each playing for themselves.</source>
        <translation>Jig ist ein Gesellschaftsspiel: Die App setzt drei bis acht Spieler an den Tisch, und jeder spielt für sich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="476"/>
        <source>The pool</source>
        <translation>Der Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="478"/>
        <source>The play: Snip to Jig</source>
        <translation>Das Ausspielen: Snip bis Jig</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="480"/>
        <source>The app makes the calls for every player, so nobody can call wrongly, and there are no fines for wrong calls.</source>
        <translation>Die App ruft für alle Spieler, daher kann niemand falsch rufen, und es gibt keine Strafen für falsche Rufe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="481"/>
        <source>Stops</source>
        <translation>Stopper</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="487"/>
        <source>Nothing is taken out of the pack and there is no spare hand, so every stop can be worked out by remembering which cards have been played.</source>
        <translation>Nichts wird aus dem Spiel genommen, und es gibt keine tote Hand, daher lässt sich jeder Stopper ermitteln, wenn man sich merkt, welche Karten schon gespielt sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="489"/>
        <source>Only going out wins anything. The first player out of cards is paid for every card left in the other hands, and takes the pool when there is one.</source>
        <translation>Nur das Ausgehen gewinnt etwas. Wer als Erster keine Karten mehr hat, erhält eine Zahlung für jede Karte, die in den anderen Händen bleibt, und nimmt den Pott, falls es einen gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="490"/>
        <source>When the house rules add a pool, the winner takes that too.</source>
        <translation>Wenn die Hausregeln einen Pott vorsehen, nimmt der Gewinner auch diesen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="673"/>
        <source>In Peel&apos;s game the suit of the ace pool card has no ace, so its two can only be played by leading it.</source>
        <translation>In Peels Spiel hat die Farbe der Ass-Pottkarte kein Ass, daher lässt sich ihre Zwei nur spielen, indem man sie ausspielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="678"/>
        <source>A dead hand, if there is one, is then turned face up, and the deal passes to the left.</source>
        <translation>Eine tote Hand, falls es eine gibt, wird dann aufgedeckt, und das Geben geht nach links weiter.</translation>
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
        <translation>Peels Spiel: ohne die Siebenen, die Pottkarten aus dem Kartenspiel genommen, und die Karte direkt unter jeder Pottkarte gewinnt deren Einsätze.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="680"/>
        <source>Newmarket as played today</source>
        <translation>Newmarket, wie heute gespielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="681"/>
        <source>a full pack and a dead hand, a stake from everyone on every pool card, and the same card from the pack taking it.</source>
        <translation>ein volles Kartenspiel und eine tote Hand, ein Einsatz von jedem auf jede Pottkarte, und dieselbe Karte aus dem Kartenspiel gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="682"/>
        <source>Today the pool cards usually come from a second pack, so the pack that is dealt stays whole, and a pool card is won by its twin: the same card played from a hand. The twin is not a stop just for being a pool card.</source>
        <translation>Heute stammen die Pottkarten meist aus einem zweiten Kartenspiel, sodass das ausgeteilte Kartenspiel vollständig bleibt, und eine Pottkarte wird von ihrem Zwilling gewonnen: derselben Karte, aus einer Hand gespielt. Der Zwilling ist nicht schon deshalb ein Stopper, weil er einer Pottkarte entspricht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="684"/>
        <source>the player of the card just below it, with the pool cards out of the pack (Peel), or the player of the same card, with the pool cards from a second pack (today&apos;s rule).</source>
        <translation>wer die Karte direkt darunter spielt, wobei die Pottkarten aus dem Kartenspiel genommen sind (Peel), oder wer dieselbe Karte spielt, wobei die Pottkarten aus einem zweiten Kartenspiel stammen (heutige Regel).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="685"/>
        <source>take the four sevens out of the pack, making the sixes stops.</source>
        <translation>die vier Siebenen aus dem Spiel nehmen, wodurch die Sechsen zu Stoppern werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="686"/>
        <source>deal a hand that nobody plays, for stops that nobody can see.</source>
        <translation>eine Hand austeilen, die niemand spielt, für Stopper, die niemand sehen kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="687"/>
        <source>each player stakes once, the counters spread so that all four cards are covered, or each player stakes on every pool card.</source>
        <translation>jeder Spieler setzt einmal, wobei die Spielmarken so verteilt werden, dass alle vier Karten bedacht sind, oder jeder Spieler setzt auf jede Pottkarte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="688"/>
        <source>the counters in each stake on the pool cards.</source>
        <translation>die Spielmarken pro Einsatz auf die Pottkarten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="689"/>
        <source>how many stakes the dealer adds at each deal, spread over the pool cards like the others.</source>
        <translation>wie viele Einsätze der Geber in jeder Runde zusätzlich leistet, verteilt auf die Pottkarten wie die übrigen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="782"/>
        <source>The turn-up can never be played either. So some stops are known to everyone from the start: the four kings, the seven of diamonds (the eight is out) and the card just below the turn-up, unless the turn-up is an ace. Each card of the spare hand makes one more stop, which nobody can see coming.</source>
        <translation>Auch die aufgedeckte Karte kann nie gespielt werden. Einige Stopper kennt daher jeder von Anfang an: die vier Könige, die Karo-Sieben (die Acht fehlt) und die Karte direkt unter der aufgedeckten Karte, außer wenn diese ein Ass ist. Jede Karte der toten Hand ergibt einen weiteren Stopper, den niemand kommen sieht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="488"/>
        <source>What wins what</source>
        <translation>Was gewinnt was</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="790"/>
        <source>Since the holder of the next card must play it, a player who holds both cards of Matrimony or Intrigue wins it as soon as the lower card is played. When the two cards are in different hands, nobody wins it, and a king led on its own never makes Matrimony.</source>
        <translation>Da der Besitzer der nächsten Karte sie spielen muss, gewinnt ein Spieler, der beide Karten von Hochzeit oder Intrige hat, das Fach, sobald die niedrigere Karte gespielt wird. Liegen die beiden Karten in verschiedenen Händen, gewinnt es niemand, und ein König, der für sich allein ausgespielt wird, ergibt nie Hochzeit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="793"/>
        <source>Then the spare hand is shown face up, so that everyone can see which cards were missing, and the deal passes to the left.</source>
        <translation>Dann wird die tote Hand aufgedeckt, damit alle sehen, welche Karten gefehlt haben, und das Geben geht nach links weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="721"/>
        <source>The end of the deal</source>
        <translation>Das Ende der Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="792"/>
        <source>The winner also takes everything on Game. There is one exception to the payments: a player still holding the Pope pays nothing for their cards. Once the Pope has been played, its player pays like everyone else.</source>
        <translation>Der Gewinner nimmt außerdem alles, was auf Spiel liegt. Bei den Zahlungen gibt es eine Ausnahme: Wer den Papst noch auf der Hand hat, zahlt nichts für seine Karten. Sobald der Papst gespielt ist, zahlt sein Spieler wie alle anderen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="739"/>
        <source>Pope Joan</source>
        <translation>Pope Joan</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="720"/>
        <source>After each deal the deal passes to the next player on the left. The player on the dealer&apos;s left, who plays first, is called the **elder hand**.</source>
        <translation>Nach jeder Runde geht das Geben an den nächsten Spieler links weiter. Der Spieler links vom Geber, der als Erster spielt, heißt **Vorhand**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="722"/>
        <source>The first player to get rid of every card is **out**: the deal ends at once, and that player wins it. Every other player pays the winner one stake (a counter, unless the house rules say otherwise) for each card still in their hand.</source>
        <translation>Wer als Erster alle Karten losgeworden ist, **geht aus**: Die Runde endet sofort, und dieser Spieler gewinnt sie. Jeder andere Spieler zahlt dem Gewinner einen Einsatz (eine Spielmarke, sofern die Hausregeln nichts anderes sagen) für jede Karte, die er noch auf der Hand hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="724"/>
        <source>buy in again, or pay what is left and leave the table after the deal (see [Running out of counters](#broke)).</source>
        <translation>nachkaufen oder zahlen, was noch da ist, und nach der Runde den Tisch verlassen (siehe [Wenn die Spielmarken ausgehen](#broke)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="729"/>
        <source>Whoever holds the next card of the same suit, one rank higher, must play it at once, wherever they sit. Then the holder of the card above that plays it, and so on up the suit. These cards are a **run**.</source>
        <translation>Wer die nächsthöhere Karte derselben Farbe hat, muss sie sofort spielen, ganz gleich, wo er sitzt. Dann spielt der Besitzer der Karte darüber, und so weiter die Farbe hinauf. Diese Karten bilden eine **Folge**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="740"/>
        <source>A round game for three to eight players, played for counters on a board of eight compartments: play your cards in runs up the suit, win the stakes with the right cards, and be the first out. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Gesellschaftsspiel für drei bis acht Spieler, gespielt um Spielmarken auf einem Brett mit acht Fächern: Spielen Sie Ihre Karten in Folgen die Farbe hinauf, gewinnen Sie die Einsätze mit den richtigen Karten, und gehen Sie als Erster aus. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Spieltisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="741"/>
        <source>Everyone tries to get rid of their cards by playing them in runs up the suit. The first player out of cards wins the deal, the counters staked on **Game**, and a payment for every card the others still hold.</source>
        <translation>Alle versuchen, ihre Karten loszuwerden, indem sie sie in Folgen die Farbe hinauf spielen. Wer als Erster keine Karten mehr hat, gewinnt die Runde, die Spielmarken, die auf **Spiel** gesetzt sind, und eine Zahlung für jede Karte, die die anderen noch halten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="742"/>
        <source>On the way, certain cards win the counters staked on them as they are played: the nine of diamonds, called **Pope** or Pope Joan, the ace, king, queen and knave of trumps, and two pairs of trumps called **Matrimony** and **Intrigue**.</source>
        <translation>Unterwegs gewinnen bestimmte Karten die auf sie gesetzten Spielmarken, sobald sie gespielt werden: die Karo-Neun, **Papst** oder Pope Joan genannt, Ass, König, Dame und Bube in Trumpf sowie zwei Trumpfpaare namens **Hochzeit** und **Intrige**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="746"/>
        <source>An ordinary pack is used with the eight of diamonds taken out, leaving 51 cards. The old books call the jack the *knave*, and so do these rules.</source>
        <translation>Gespielt wird mit einem gewöhnlichen Kartenspiel ohne die Karo-Acht, also mit 51 Karten. Die alten englischen Bücher nennen den Buben *knave*; beide Namen meinen dieselbe Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="775"/>
        <source>The dealer shuffles and deals the cards face down, one at a time from the dealer&apos;s left, to each player and to one extra hand, the **spare hand**, as if it were one more player. The last card of the pack is not dealt but turned face up: its suit is **trumps** for the deal.</source>
        <translation>Der Geber mischt und teilt die Karten verdeckt einzeln aus, links von sich beginnend, an jeden Spieler und an eine zusätzliche Hand, die **tote Hand**, als wäre sie ein weiterer Spieler. Die letzte Karte des Kartenspiels wird nicht ausgeteilt, sondern aufgedeckt: Ihre Farbe ist in dieser Runde **Trumpf**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="780"/>
        <source>**The turn-up.** If the turned card is the Pope, the dealer takes everything on Pope, and each other player pays the dealer one stake per card in the hand they were dealt. If it is an honour (an ace, king, queen or knave), the compartment of that name goes to the dealer. The turn-up itself is out of play for the whole deal.</source>
        <translation>**Die aufgedeckte Karte.** Ist die aufgedeckte Karte der Papst, nimmt der Geber alles, was auf Papst liegt, und jeder andere Spieler zahlt dem Geber einen Einsatz je Karte der Hand, die er bekommen hat. Ist sie ein Honneur (Ass, König, Dame oder Bube), geht das gleichnamige Fach an den Geber. Die aufgedeckte Karte selbst ist die ganze Runde über aus dem Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="783"/>
        <source>Aces, and the Pope, can only be played by leading them: nothing comes before an ace, and the card before the Pope is the missing eight of diamonds. The house rule *Pope in place of a stop* is the one exception: it lets the Pope stand in for a missing card.</source>
        <translation>Asse und der Papst lassen sich nur spielen, indem man sie ausspielt: Vor einem Ass kommt nichts, und die Karte vor dem Papst ist die fehlende Karo-Acht. Die einzige Ausnahme ist die Hausregel *Papst anstelle eines Stoppers*: Mit ihr kann der Papst für eine fehlende Karte einspringen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="784"/>
        <source>A chance is won only by **playing** its cards; holding them wins nothing. As each card is played, its winnings are paid at once:</source>
        <translation>Ein Fach gewinnt man nur, indem man seine Karten **spielt**; sie nur zu halten, gewinnt nichts. Sobald eine Karte gespielt wird, wird ihr Gewinn sofort ausgezahlt:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="785"/>
        <source>**Pope** — the nine of diamonds takes the Pope compartment, and every other player pays its player a stake for each card still in their hand.</source>
        <translation>**Papst** — die Karo-Neun nimmt das Fach Papst, und jeder andere Spieler zahlt dem, der sie spielt, einen Einsatz für jede Karte, die er noch auf der Hand hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="786"/>
        <source>**Ace, King, Queen, Knave** — the card of that rank in trumps takes its compartment.</source>
        <translation>**Ass, König, Dame, Bube** — die Trumpfkarte dieses Rangs nimmt ihr Fach.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="787"/>
        <source>**Matrimony** — the queen of trumps and then the king, played one straight after the other by the same player, take Matrimony as well as Queen and King.</source>
        <translation>**Hochzeit** — die Trumpf-Dame und danach der König, unmittelbar nacheinander vom selben Spieler gespielt, nehmen Hochzeit sowie Dame und König.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="788"/>
        <source>**Intrigue** — the knave of trumps and then the queen, played one straight after the other by the same player, take Intrigue as well as Knave and Queen.</source>
        <translation>**Intrige** — der Trumpf-Bube und danach die Dame, unmittelbar nacheinander vom selben Spieler gespielt, nehmen Intrige sowie Bube und Dame.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="789"/>
        <source>**Game** — the first player out of cards takes Game (see [The end of the deal](#end)).</source>
        <translation>**Spiel** — wer als Erster keine Karten mehr hat, nimmt Spiel (siehe [Das Ende der Runde](#end)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="791"/>
        <source>**An example.** Hearts are trumps and you hold [JH QH KH]. You lead the knave and take Knave. The queen follows from your own hand and takes Queen and Intrigue; then the king takes King and Matrimony. A king is a stop, so you lead again.</source>
        <translation>**Ein Beispiel.** Herz ist Trumpf, und Sie halten [JH QH KH]. Sie spielen den Buben aus und nehmen Bube. Die Dame folgt aus Ihrer eigenen Hand und nimmt Dame und Intrige; dann nimmt der König König und Hochzeit. Ein König ist ein Stopper, also spielen Sie erneut aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="794"/>
        <source>Peel&apos;s game: eight compartments, dressed by everyone with the dealer paying double, and a spare hand for the unseen stops.</source>
        <translation>Peels Spiel: acht Fächer, von allen besetzt, wobei der Geber doppelt zahlt, und eine tote Hand für die verdeckten Stopper.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="795"/>
        <source>Five-Pool Pope</source>
        <translation>Five-Pool Pope</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="797"/>
        <source>Pope Joan, winner takes Game only</source>
        <translation>Pope Joan, Gewinner nimmt nur Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="491"/>
        <source>Peel&apos;s game: runs of five cards at most, the player of Jig or of a stop leading again, and no pool.</source>
        <translation>Peels Spiel: Folgen von höchstens fünf Karten, wer Jig oder einen Stopper spielt, spielt erneut aus, und kein Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="33"/>
        <source>What is different</source>
        <translation>Was anders ist</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="492"/>
        <source>no pool, a pool staked by every player, or one staked by the dealer alone; the first player out takes it.</source>
        <translation>kein Pott, ein Pott, in den jeder Spieler setzt, oder einer, in den nur der Geber setzt; wer als Erster ausgeht, gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="493"/>
        <source>the counters each staker puts in the pool at every deal.</source>
        <translation>die Spielmarken, die jeder Setzende in jeder Runde in den Pott legt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="496"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="498"/>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="500"/>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="502"/>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="497"/>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="11"/>
        <source>All-Fours</source>
        <translation>All-Fours</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="12"/>
        <source>Seven Up, or Old Sledge: a trick-taking game for two, or four in partnerships, in which the points are High, Low, Jack and Game, and seven points win. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Seven Up oder Old Sledge: ein Stichspiel für zwei, oder vier in Partnerschaften, dessen Punkte High, Low, Jack und Game heißen; sieben Punkte gewinnen. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="14"/>
        <source>Be the first side to make seven points. Each hand can score four of them:</source>
        <translation>Seien Sie die erste Seite mit sieben Punkten. Jede Runde kann vier davon bringen:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="15"/>
        <source>**High** — the highest trump dealt, to the player who was dealt it</source>
        <translation>**High** — der höchste ausgeteilte Trumpf, für den Spieler, der ihn erhielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="16"/>
        <source>**Low** — the lowest trump dealt, to the player who was dealt it</source>
        <translation>**Low** — der niedrigste ausgeteilte Trumpf, für den Spieler, der ihn erhielt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="17"/>
        <source>**Jack** — the knave of trumps, to the player who wins it in a trick (or to the dealer if it is turned up)</source>
        <translation>**Jack** — der Trumpf-Bube, für den Spieler, der ihn in einem Stich gewinnt (oder für den Geber, wenn er aufgedeckt wird)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="18"/>
        <source>**Game** — to the side whose tricks hold the most: each ten counts 10, each ace 4, each king 3, each queen 2 and each knave 1</source>
        <translation>**Game** — für die Seite, deren Stiche am meisten zählen: jede Zehn 10, jedes Ass 4, jeder König 3, jede Dame 2 und jeder Bube 1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="20"/>
        <source>Two play each for himself; four play two against two, partners sitting opposite each other; three may also play, each for himself. The full pack of 52 cards is used, ace high and two low in every suit.</source>
        <translation>Zwei spielen jeder für sich; vier spielen zwei gegen zwei, die Partner sitzen sich gegenüber; auch drei können spielen, jeder für sich. Gespielt wird mit allen 52 Karten, in jeder Farbe das Ass hoch und die Zwei niedrig.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="23"/>
        <source>The dealer gives six cards to each player, three at a time, and turns up the next card: its suit is trumps. If the turn-up is a knave, the dealer scores one point at once.</source>
        <translation>Der Geber gibt jedem Spieler sechs Karten, je drei auf einmal, und deckt die nächste Karte auf: Ihre Farbe ist Trumpf. Ist die aufgedeckte Karte ein Bube, erhält der Geber sofort einen Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="24"/>
        <source>Begging</source>
        <translation>Betteln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="25"/>
        <source>The player on the dealer&apos;s left, the **elder hand**, looks at his cards and either stands (plays with this trump) or begs. If he begs, the dealer either gives him one point (&quot;take one&quot;) or runs the cards: he deals three more cards to each player and turns up a new trump. If the new card is of the same suit as before, he deals three more each again, until a different suit turns up. A knave turned up this way scores one more to the dealer. If the pack runs out first, the cards are gathered and dealt again.</source>
        <translation>Der Spieler links vom Geber, die **Vorhand**, sieht seine Karten an und bleibt entweder (spielt mit diesem Trumpf) oder bettelt. Bettelt er, gibt ihm der Geber entweder einen Punkt („nimm einen“) oder gibt neu: Er teilt jedem drei weitere Karten aus und deckt einen neuen Trumpf auf. Hat die neue Karte dieselbe Farbe wie zuvor, gibt er wieder drei Karten jedem, bis eine andere Farbe erscheint. Ein so aufgedeckter Bube bringt dem Geber einen weiteren Punkt. Geht das Kartenspiel vorher aus, werden die Karten eingesammelt und neu gegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="28"/>
        <source>The elder hand leads any card. Each player in turn must either follow suit or play a trump; he may trump even when he holds the suit led. Only a player who holds none of the suit led may play any card he likes. The highest trump wins the trick, or else the highest card of the suit led; the winner leads to the next trick.</source>
        <translation>Die Vorhand spielt eine beliebige Karte aus. Jeder Spieler muss der Reihe nach bedienen oder trumpfen; er darf auch trumpfen, wenn er die ausgespielte Farbe hat. Nur wer keine Karte der ausgespielten Farbe hat, darf eine beliebige Karte spielen. Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe; der Gewinner spielt zum nächsten Stich aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="29"/>
        <source>Scoring</source>
        <translation>Die Wertung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="31"/>
        <source>The game ends the moment a side reaches seven points, so a point scored earlier in the order can win before the later ones are counted.</source>
        <translation>Die Partie endet, sobald eine Seite sieben Punkte erreicht; ein früher in der Reihenfolge gewerteter Punkt kann also gewinnen, bevor die späteren gezählt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="34"/>
        <source>Hoyle&apos;s game for two, seven points up.</source>
        <translation>Hoyles Spiel für zwei, sieben Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="35"/>
        <source>Four-Handed All-Fours</source>
        <translation>All-Fours zu viert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="36"/>
        <source>Four players in two partnerships, partners facing each other.</source>
        <translation>Vier Spieler in zwei Partnerschaften, Partner sitzen sich gegenüber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="37"/>
        <source>All-Fours, Strict Count</source>
        <translation>All-Fours, strenges Zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="38"/>
        <source>A point to the side that led whenever a player neither follows suit nor trumps, and each side counts its own points without looking, losing one for a wrong count.</source>
        <translation>Ein Punkt für die ausspielende Seite, wann immer ein Spieler weder bedient noch trumpft, und jede Seite zählt ihre Punkte, ohne nachzusehen, und verliert einen bei falscher Zählung.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="40"/>
        <source>two, three or four; four play in partnerships.</source>
        <translation>zwei, drei oder vier; vier spielen in Partnerschaften.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="41"/>
        <source>the points that win; seven in Hoyle&apos;s game.</source>
        <translation>die Punkte, die gewinnen; sieben in Hoyles Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="42"/>
        <source>when a player neither follows suit nor trumps, the side that led the trick scores one point.</source>
        <translation>wenn ein Spieler weder bedient noch trumpft, erhält die Seite, die zum Stich ausgespielt hat, einen Punkt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="43"/>
        <source>at the end of each hand each side says how many points it made, from memory; a wrong count loses points.</source>
        <translation>am Ende jeder Runde sagt jede Seite aus dem Gedächtnis, wie viele Punkte sie gemacht hat; eine falsche Zählung kostet Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="44"/>
        <source>how many points a wrong count loses.</source>
        <translation>wie viele Punkte eine falsche Zählung kostet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="46"/>
        <source>High and Low go to whoever was dealt them, but Jack and Game must be won in play. Keep your tens for tricks you can win, and try to catch the knave of trumps with a higher trump.</source>
        <translation>High und Low gehören dem, der sie erhalten hat, Jack und Game aber müssen im Spiel gewonnen werden. Heben Sie Ihre Zehnen für Stiche auf, die Sie gewinnen können, und versuchen Sie, den Trumpf-Buben mit einem höheren Trumpf zu fangen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="47"/>
        <source>Beg with a poor hand of trumps when a point to your opponent does no harm; as dealer, give the point rather than run the cards when your own trumps are good.</source>
        <translation>Betteln Sie mit schwachen Trümpfen, wenn ein Punkt für den Gegner nicht schadet; als Geber geben Sie lieber den Punkt, als neu zu geben, wenn Ihre eigenen Trümpfe gut sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="49"/>
        <source>These rules follow the chapter on All-Fours in *Hoyle&apos;s Games Modernized*, with its four-handed game and the two house rules it mentions. The app never lets a card be played that breaks the rule of following, so there is no penalty for a revoke.</source>
        <translation>Diese Regeln folgen dem Kapitel über All-Fours in *Hoyle&apos;s Games Modernized*, mit dem Spiel zu viert und den beiden dort erwähnten Hausregeln. Die App lässt nie eine Karte zu, die gegen die Bedienpflicht verstößt, daher gibt es keine Strafe für Nichtbedienen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="138"/>
        <source>A game for two to six players, four usually playing two against two: take cards from the table with a card of the same rank or one that their values add up to, and win the count. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Spiel für zwei bis sechs Spieler, zu viert meist zwei gegen zwei: Nehmen Sie Karten vom Tisch mit einer Karte desselben Rangs oder einer, deren Wert sie zusammen ergeben, und gewinnen Sie die Zählung. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="141"/>
        <source>Two to six play with the full pack of 52 cards (or, as a house rule, the 32 cards from the sevens up). Four play two against two, partners sitting opposite, or each for himself; three, five or six each play for himself. Everyone cuts a card: the lowest deals (the ace is low); players who tie for lowest cut again.</source>
        <translation>Zwei bis sechs spielen mit dem vollen Blatt von 52 Karten (oder, als Hausregel, mit den 32 Karten ab der Sieben). Zu viert spielt man zwei gegen zwei, die Partner sitzen sich gegenüber, oder jeder für sich; zu dritt, zu fünft oder zu sechst spielt jeder für sich. Jeder hebt eine Karte ab: Die niedrigste gibt (das Ass ist niedrig); wer gleich niedrig abhebt, hebt noch einmal ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="142"/>
        <source>The dealer gives four cards to each player, one at a time, and lays four cards face up in the middle of the table. When everyone has played his four cards he deals four more each, but none to the table, and so on until the pack is used up. Six players use the pack exactly, in two rounds. (With five players, or with 32 cards, the last round shares out what is left; a card or two that cannot go round is laid on the table.)</source>
        <translation>Der Geber gibt jedem Spieler vier Karten, einzeln, und legt vier Karten offen in die Mitte des Tisches. Wenn alle ihre vier Karten gespielt haben, gibt er jedem vier weitere, aber keine auf den Tisch, und so fort, bis das Blatt aufgebraucht ist. Sechs Spieler brauchen das Blatt genau in zwei Runden auf. (Zu fünft oder mit 32 Karten verteilt die letzte Runde, was übrig ist; eine oder zwei Karten, die nicht reihum reichen, kommen auf den Tisch.)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="165"/>
        <source>Equal most spades or cards score nothing. With two sides, the side with more points scores the difference: 7 against 4 scores 3. Three or more players each for himself each score their own points, as Peel says. Two other ways he mentions are offered as a house rule:</source>
        <translation>Bei Gleichstand zählen die meisten Pik oder Karten nichts. Bei zwei Seiten erhält die Seite mit mehr Punkten die Differenz: 7 gegen 4 ergibt 3. Drei oder mehr Spieler, jeder für sich, erhalten jeder ihre eigenen Punkte, wie Peel sagt. Zwei andere Arten, die er nennt, gibt es als Hausregel:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="173"/>
        <source>Each for himself, each scoring his own points.</source>
        <translation>Jeder für sich, jeder erhält seine eigenen Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="174"/>
        <source>Cassino for six</source>
        <translation>Cassino zu sechst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="175"/>
        <source>Each for himself; the pack goes out in two rounds of four each.</source>
        <translation>Jeder für sich; das Blatt geht in zwei Runden zu je vier Karten aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="177"/>
        <source>You against one computer player, with today&apos;s builds: raising, multiple builds, take it or add to it (see [Building](#building)).</source>
        <translation>Sie gegen einen Computerspieler, mit dem heutigen Bauen: Erhöhen, mehrfache Baue, nehmen oder weiterbauen (siehe [Bauen](#building)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="178"/>
        <source>two to six, you included.</source>
        <translation>zwei bis sechs, Sie eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="182"/>
        <source>how three or more players without partners score (see [the count](#count)).</source>
        <translation>wie drei oder mehr Spieler ohne Partner werten (siehe [die Zählung](#count)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="198"/>
        <source>These rules follow the chapter on Cassino in W. H. Peel&apos;s *Round Games with Cards*, with his ways of scoring for three or more players (each his own points unless agreed otherwise). Playing to 21 is today&apos;s custom, and building, offered as a house rule, belongs to today&apos;s Cassino and not to Peel&apos;s.</source>
        <translation>Diese Regeln folgen dem Kapitel über Cassino in W. H. Peels *Round Games with Cards*, mit seinen Wertungen für drei oder mehr Spieler (jeder seine eigenen Punkte, wenn nichts anderes vereinbart ist). Bis 21 zu spielen ist heutiger Brauch, und das Bauen, als Hausregel angeboten, gehört zum heutigen Cassino und nicht zu Peels.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="222"/>
        <source>Only one card is traded in a turn. A player who has just bought or bartered may stand at once on the card received; otherwise the turn passes to the next player.</source>
        <translation>In einem Zug wird nur eine Karte gehandelt. Wer gerade gekauft oder getauscht hat, darf mit der erhaltenen Karte sofort stehen bleiben; sonst geht der Zug an den nächsten Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="265"/>
        <source>**Acting**: the buttons in the side panel are the moves allowed now: stand, buy from the dealer, barter, give a card, pass, exchange with the table, keep your cards, buy a horse. After a trade of your own, stand at once or let the turn pass on.</source>
        <translation>**Handeln**: Die Knöpfe in der Seitenleiste sind die jetzt erlaubten Züge: stehen bleiben, vom Geber kaufen, tauschen, eine Karte geben, passen, mit dem Tisch wechseln, Karten behalten, ein Pferd kaufen. Nach einem eigenen Handel bleiben Sie sofort stehen oder geben den Zug weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="313"/>
        <source>A game of pegging and counting for two, three or four players, scored on a board. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Spiel mit Stecken und Zählen für zwei, drei oder vier Spieler, das auf einem Brett gezählt wird. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Spieltisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="315"/>
        <source>The first player or partnership to reach the agreed total wins: **61**, **121** or **181** points, depending on the game. The game stops the moment someone gets there, even in the middle of a hand.</source>
        <translation>Es gewinnt, wer als erster Spieler oder als erste Partei die vereinbarte Punktzahl erreicht: je nach Spiel **61**, **121** oder **181** Punkte. Das Spiel endet in dem Augenblick, in dem jemand sie erreicht, auch mitten in einer Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="318"/>
        <source>Everyone has two pegs, a **front peg** and a **back peg**. To score, the back peg is lifted and moved that many holes beyond the front one, and so becomes the new front peg. The gap between the two always shows the latest score, which makes a slip easy to check.</source>
        <translation>Jeder hat zwei Stecker, einen **vorderen Stecker** und einen **hinteren Stecker**. Um Punkte zu zählen, wird der hintere Stecker herausgezogen und um so viele Löcher vor den vorderen gesetzt; damit wird er zum neuen vorderen Stecker. Der Abstand zwischen beiden zeigt immer die letzten Punkte, sodass sich ein Versehen leicht nachprüfen lässt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="323"/>
        <source>The old books call the jack the *knave*; the two names mean the same card.</source>
        <translation>Die alten englischen Bücher nennen den Buben (jack) *knave*; beide Namen meinen dieselbe Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="339"/>
        <source>Each player then **lays out** one or two cards face down to make the **crib**: an extra hand of four cards that scores for the dealer once the other hands have been counted. In the three-handed game the dealer also puts one card from the top of the pack into the crib, so it still holds four.</source>
        <translation>Dann legt jeder Spieler eine oder zwei Karten verdeckt ab, er **legt sie in die Crib**. Die **Crib** ist eine zusätzliche Hand aus vier Karten, die für den Geber zählt, sobald die anderen Hände ausgezählt sind. Im Spiel zu dritt legt der Geber außerdem eine Karte vom Stapel in die Crib, damit sie trotzdem vier Karten hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="341"/>
        <source>**Three for last.** In Hoyle&apos;s five-card game the first player who does not deal pegs three points as the game begins, to balance the dealer&apos;s first crib. The app gives these three points once a game, at the first deal.</source>
        <translation>**Drei zum Ausgleich.** Im Fünf-Karten-Spiel nach Hoyle steckt der erste Spieler, der nicht gibt, zu Spielbeginn drei Punkte, als Ausgleich für die erste Crib des Gebers. Die App vergibt diese drei Punkte einmal pro Spiel, beim ersten Geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="343"/>
        <source>With the crib complete, the player on the dealer&apos;s left cuts the rest of the pack and the dealer turns up the top card of the lower part, leaving it face up on the pack. This card is the **start** (also called the starter or turn-up).</source>
        <translation>Ist die Crib vollständig, hebt der Spieler links vom Geber den Rest des Stapels ab, und der Geber deckt die oberste Karte des unteren Teils auf und legt sie offen auf den Stapel. Diese Karte ist die **Startkarte** (englisch auch „starter“ oder „turn-up“ genannt).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="345"/>
        <source>If the start is a jack, the dealer pegs two points at once: **two for his heels**.</source>
        <translation>Ist die Startkarte ein Bube, steckt der Geber sofort zwei Punkte: **zwei für Heels**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="346"/>
        <source>The player on the dealer&apos;s left begins by laying one card face up in front of themselves and saying its value. Then, in turn to the left, each player adds a card and says the new total of all the cards played so far: the **count**. Every player keeps their own played cards in front of them.</source>
        <translation>Der Spieler links vom Geber beginnt, indem er eine Karte offen vor sich hinlegt und ihren Wert nennt. Dann legt reihum nach links jeder Spieler eine Karte dazu und nennt die neue Summe aller bisher gespielten Karten: die **Zählung**. Jeder Spieler behält seine gespielten Karten vor sich liegen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="347"/>
        <source>The count may never go past **31**. A player with no card that fits says **“Go”**; the others carry on in turn for as long as they can play without passing 31. Nobody may say Go while holding a card that fits.</source>
        <translation>Die Zählung darf nie über **31** gehen. Wer keine passende Karte hat, sagt **„Go“**; die anderen spielen reihum weiter, solange sie spielen können, ohne 31 zu überschreiten. Niemand darf Go sagen, solange er eine passende Karte hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="348"/>
        <source>When nobody can play any more, whoever put down the last card pegs one point for the **go**. Making the count exactly 31 pegs two instead, with nothing extra for the go.</source>
        <translation>Kann niemand mehr spielen, steckt derjenige, der die letzte Karte gelegt hat, einen Punkt für das **Go**. Wer die Zählung auf genau 31 bringt, steckt stattdessen zwei, ohne Zusatzpunkt für das Go.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="350"/>
        <source>The very last card of the play scores one point, called **last card**, or two if it makes 31.</source>
        <translation>Die allerletzte Karte des Ausspielens bringt einen Punkt, die **letzte Karte**, oder zwei, wenn sie 31 ergibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="353"/>
        <source>**Fifteen** — bringing the count to exactly 15: two points.</source>
        <translation>**Fünfzehn** — die Zählung auf genau 15 bringen: zwei Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="354"/>
        <source>**Thirty-one** — bringing the count to exactly 31: two points.</source>
        <translation>**Einunddreißig** — die Zählung auf genau 31 bringen: zwei Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="355"/>
        <source>**Pair** — playing a card of the same rank as the card just played: two points. Only equal ranks pair: a jack goes with a jack, never with a queen, although both count ten.</source>
        <translation>**Paar** — eine Karte vom selben Rang wie die gerade gespielte Karte spielen: zwei Punkte. Nur gleiche Ränge bilden ein Paar: Ein Bube passt zu einem Buben, nie zu einer Dame, obwohl beide zehn zählen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="356"/>
        <source>**Pair royal** — a third card of that rank straight after the pair: six points.</source>
        <translation>**Drilling** — eine dritte Karte dieses Rangs direkt nach dem Paar: sechs Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="357"/>
        <source>**Double pair royal** — the fourth card of that rank: twelve points.</source>
        <translation>**Vierling** — die vierte Karte dieses Rangs: zwölf Punkte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="358"/>
        <source>**Run** — the last three or more cards played, taken together, form a sequence of ranks: one point for each card in it. The order of play does not matter and neither do the suits: after a 5 and a 3, a 4 makes a run of three, and a 2 or a 6 next makes a run of four. Any card that does not belong to the sequence breaks it.</source>
        <translation>**Folge** — die letzten drei oder mehr gespielten Karten bilden zusammen eine Rangfolge: ein Punkt für jede Karte darin. Die Reihenfolge des Ausspielens spielt keine Rolle, die Farben ebenso wenig: Nach einer 5 und einer 3 ergibt eine 4 eine Dreierfolge, und eine 2 oder 6 danach eine Viererfolge. Jede Karte, die nicht zur Folge gehört, unterbricht sie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="359"/>
        <source>**Go** — one point for the last card played when nobody else can play.</source>
        <translation>**Go** — ein Punkt für die zuletzt gespielte Karte, wenn niemand sonst spielen kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="360"/>
        <source>**Last card** — one point for the final card of the play.</source>
        <translation>**Letzte Karte** — ein Punkt für die letzte Karte des Ausspielens.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="364"/>
        <source>In Hoyle&apos;s five-card game each player has only three cards to play, and the play ends at the **first go**. When one player cannot play, the other may add any cards that still fit, pegs two for 31 or one for last card, and the play is over. Cards that were not played stay in the hand and are counted in the show as usual.</source>
        <translation>Im Fünf-Karten-Spiel nach Hoyle hat jeder Spieler nur drei Karten zum Ausspielen, und das Ausspielen endet beim **ersten Go**. Kann ein Spieler nicht spielen, darf der andere noch alle Karten dazulegen, die passen, steckt zwei für 31 oder einen für die letzte Karte, und das Ausspielen ist vorbei. Nicht gespielte Karten bleiben auf der Hand und werden beim Zeigen wie üblich gezählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="367"/>
        <source>A six-card game for two. You did not deal this time and kept [7C 6H 5C KS]; the dealer kept [8D 9S AD 5H].</source>
        <translation>Ein Sechs-Karten-Spiel zu zweit. Sie haben diesmal nicht gegeben und [7C 6H 5C KS] behalten; der Geber hat [8D 9S AD 5H] behalten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="368"/>
        <source>You lead the [7C] and say “seven”.</source>
        <translation>Sie spielen [7C] aus und sagen „sieben“.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="369"/>
        <source>The dealer plays the [8D]: “fifteen”, and pegs two.</source>
        <translation>Der Geber spielt [8D]: „fünfzehn“, und steckt zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="370"/>
        <source>You play the [6H]: twenty-one, and six, seven, eight is a run of three, so you peg three.</source>
        <translation>Sie spielen [6H]: einundzwanzig, und Sechs, Sieben, Acht ist eine Dreierfolge, also stecken Sie drei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="371"/>
        <source>The dealer plays the [9S]: thirty, and a run of four, which pegs four.</source>
        <translation>Der Geber spielt [9S]: dreißig, und eine Viererfolge, die vier bringt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="372"/>
        <source>Your [5C] and [KS] would both go past 31, so you say Go.</source>
        <translation>Ihre Karten [5C] und [KS] gingen beide über 31, also sagen Sie Go.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="373"/>
        <source>The dealer can still play the [AD] and must do so: thirty-one, for two points. The count starts again.</source>
        <translation>Der Geber kann noch [AD] spielen und muss das auch: einunddreißig, für zwei Punkte. Die Zählung beginnt von vorn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="374"/>
        <source>The dealer played last, so you lead the new count: the [5C], “five”.</source>
        <translation>Der Geber hat zuletzt gespielt, also eröffnen Sie die neue Zählung: [5C], „fünf“.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="375"/>
        <source>The dealer pairs it with the [5H]: “ten”, a pair for two.</source>
        <translation>Der Geber legt [5H] dazu: „zehn“, ein Paar für zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="376"/>
        <source>You play your last card, the [KS], for twenty. No cards are left, so you peg one for last card.</source>
        <translation>Sie spielen Ihre letzte Karte, [KS], und kommen auf zwanzig. Es sind keine Karten mehr übrig, also stecken Sie einen für die letzte Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="379"/>
        <source>After the play everyone takes back the cards they kept and the hands are **shown**, face up, one at a time: first the player on the dealer&apos;s left, then on round the table, the dealer last of all. Finally the dealer turns the crib over and counts it as a second hand.</source>
        <translation>Nach dem Ausspielen nimmt jeder die behaltenen Karten wieder auf, und die Hände werden einzeln offen **gezeigt**: zuerst die des Spielers links vom Geber, dann weiter reihum, die des Gebers zuallerletzt. Zum Schluss dreht der Geber die Crib um und zählt sie als zweite Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="383"/>
        <source>**Fifteens** — two points for every different set of cards adding up to 15. A card may be used in as many fifteens as it fits, so long as no two sets are the same.</source>
        <translation>**Fünfzehnen** — zwei Punkte für jede verschiedene Gruppe von Karten, die zusammen 15 ergibt. Eine Karte darf in so vielen Fünfzehnen mitzählen, wie sie passt, solange keine zwei Gruppen gleich sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="384"/>
        <source>**Pairs** — two points for each pair of cards of the same rank. Three of a kind, a pair royal, hold three pairs and score six; four of a kind, a double pair royal, hold six pairs and score twelve.</source>
        <translation>**Paare** — zwei Punkte für jedes Paar von Karten gleichen Rangs. Drei gleiche Karten, ein Drilling, enthalten drei Paare und zählen sechs; vier gleiche Karten, ein Vierling, enthalten sechs Paare und zählen zwölf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="385"/>
        <source>**Runs** — three or more cards in sequence, of any suits, score one point a card. Only the longest run counts, but every different way of making it counts again: with a 4, two 5s and a 6 there are two runs of three (six points) as well as the pair.</source>
        <translation>**Folgen** — drei oder mehr Karten in Rangfolge, in beliebigen Farben, zählen einen Punkt je Karte. Nur die längste Folge zählt, aber jede andere Möglichkeit, sie zu bilden, zählt noch einmal: Mit einer 4, zwei 5en und einer 6 gibt es zwei Dreierfolgen (sechs Punkte) und dazu das Paar.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="386"/>
        <source>**Flush** — when all the cards of a hand are of one suit, one point for each, and one more if the start is of that suit too. A crib scores a flush only when the start matches as well, which makes five points.</source>
        <translation>**Flush** — wenn alle Karten einer Hand dieselbe Farbe haben, ein Punkt für jede, und einer mehr, wenn auch die Startkarte diese Farbe hat. Eine Crib zählt einen Flush nur, wenn auch die Startkarte passt, was fünf Punkte ergibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="387"/>
        <source>**His nob** — one point for a jack in the hand or crib of the same suit as the start.</source>
        <translation>**Nob** — ein Punkt für einen Buben in der Hand oder Crib, der dieselbe Farbe hat wie die Startkarte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="391"/>
        <source>A hand of [JH 4C 5D 6D] with the start [5H]. The jack makes fifteen with each of the two fives, and four, five, six makes it twice more: fifteen eight. The two fives are a pair (ten), four, five, six is a run of three twice over (sixteen), and the jack is a heart like the start: one for his nob, **seventeen**.</source>
        <translation>Eine Hand aus [JH 4C 5D 6D] mit der Startkarte [5H]. Der Bube ergibt mit jeder der beiden Fünfen fünfzehn, und Vier, Fünf, Sechs ergibt es noch zweimal: Fünfzehn acht. Die beiden Fünfen sind ein Paar (zehn), Vier, Fünf, Sechs ist zweimal eine Dreierfolge (sechzehn), und der Bube ist ein Herz wie die Startkarte: einen für Nob, **siebzehn**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="392"/>
        <source>A hand of [2H 3H 4H 6H] with the start [9C]. Nine and six; nine, four and two; and two, three, four and six make fifteen six. Two, three, four is a run of three (nine), and the four hearts are a flush of four: **thirteen**. The same cards as a crib score only **nine**, as the start is not a heart. Had the start been the [9H], hand and crib alike would have a flush of five: fourteen.</source>
        <translation>Eine Hand aus [2H 3H 4H 6H] mit der Startkarte [9C]. Neun und Sechs; Neun, Vier und Zwei; sowie Zwei, Drei, Vier und Sechs ergeben Fünfzehn sechs. Zwei, Drei, Vier ist eine Dreierfolge (neun), und die vier Herzen sind ein Flush aus vier Karten: **dreizehn**. Dieselben Karten als Crib zählen nur **neun**, da die Startkarte kein Herz ist. Wäre die Startkarte [9H] gewesen, hätten Hand und Crib gleichermaßen einen Flush aus fünf Karten: vierzehn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="393"/>
        <source>In the five-card game a hand holds three cards. [AS 2S 3S] with the start [4S] is a run of four and a flush of four: **eight**. With the start [4D] the run still counts four and the three spades are a flush of three: **seven**.</source>
        <translation>Im Fünf-Karten-Spiel hat eine Hand drei Karten. [AS 2S 3S] mit der Startkarte [4S] ist eine Viererfolge und ein Flush aus vier Karten: **acht**. Mit der Startkarte [4D] zählt die Folge weiterhin vier, und die drei Pik sind ein Flush aus drei Karten: **sieben**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="399"/>
        <source>**Lurch** — in Hoyle&apos;s games, a loser who has not reached half the target (31 of 61, 61 of 121, 91 of 181) is lurched and pays a double stake.</source>
        <translation>**Lurch** — in Hoyles Spielen erleidet ein Verlierer, der die Hälfte des Ziels nicht erreicht hat (31 von 61, 61 von 121, 91 von 181), einen Lurch und zahlt den doppelten Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="400"/>
        <source>**Skunk** — today&apos;s name for much the same thing: in the game of 121, a loser below 91 is skunked and pays a double stake.</source>
        <translation>**Schneider** — der heutige Name für fast dasselbe: Im Spiel auf 121 ist ein Verlierer unter 91 Schneider und zahlt den doppelten Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="401"/>
        <source>**Double skunk** — a loser below 61 of 121 is double skunked and pays a triple stake (some players make it four times).</source>
        <translation>**Doppelter Schneider** — ein Verlierer unter 61 von 121 ist doppelter Schneider und zahlt den dreifachen Einsatz (manche Spieler machen den vierfachen daraus).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="405"/>
        <source>When players count their own hands, points they overlook are normally just lost. With **muggins**, an opponent who spots them calls “Muggins!” and pegs them instead.</source>
        <translation>Wenn die Spieler ihre Hände selbst zählen, sind übersehene Punkte normalerweise einfach verloren. Mit **Muggins** ruft ein Gegner, der sie bemerkt, „Muggins!“ und steckt sie stattdessen selbst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="406"/>
        <source>In the app this only matters when you count for yourself (see [Counting your own hands](#app-counting)). If you claim less than your hand or crib is worth, you peg what you claimed; in a game played with muggins the next opponent then pegs the points you missed, and without it they are lost. If you claim too much, you are counted down to the true total. The computer players always count correctly.</source>
        <translation>In der App spielt das nur eine Rolle, wenn Sie selbst zählen (siehe [Die eigenen Hände zählen](#app-counting)). Sagen Sie weniger an, als Ihre Hand oder Crib wert ist, stecken Sie das Angesagte; in einem Spiel mit Muggins steckt dann der nächste Gegner die Punkte, die Sie übersehen haben, ohne Muggins sind sie verloren. Sagen Sie zu viel an, wird auf die tatsächliche Summe herabgesetzt. Die Computerspieler zählen immer richtig.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="427"/>
        <source>**The five-card game** is the oldest: each player keeps three cards, the non-dealer starts with three for last, and the play stops at the first go. **The six-card game** is the one most people play today. **The seven-card game** keeps five cards in each hand and runs three laps of the board.</source>
        <translation>**Das Fünf-Karten-Spiel** ist das älteste: Jeder Spieler behält drei Karten, der Nichtgeber beginnt mit „Drei zum Ausgleich“, und das Ausspielen endet beim ersten Go. **Das Sechs-Karten-Spiel** ist das, was heute die meisten spielen. **Das Sieben-Karten-Spiel** lässt jedem fünf Karten auf der Hand und geht dreimal um das Brett.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="428"/>
        <source>One house rule, **crib flush of four**, lets a crib of four cards in one suit score four even when the start is of another suit (five when it matches).</source>
        <translation>Eine Hausregel, **Vierer-Flush in der Crib**, lässt eine Crib aus vier Karten einer Farbe vier Punkte zählen, auch wenn die Startkarte eine andere Farbe hat (fünf, wenn sie passt).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="433"/>
        <source>two or three, each playing alone, or four in two partnerships. The New Game dialog lets you change it each time.</source>
        <translation>zwei oder drei, jeder für sich, oder vier in zwei Partnerschaften. Im Dialog „Neues Spiel“ können Sie das jedes Mal ändern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="434"/>
        <source>five, six or seven cards to each player in the two-handed game; with three or four players everyone gets five.</source>
        <translation>fünf, sechs oder sieben Karten für jeden Spieler im Spiel zu zweit; bei drei oder vier Spielern bekommt jeder fünf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="435"/>
        <source>the score that wins the game: 61, 121 or 181 in the usual games.</source>
        <translation>die Punktzahl, die das Spiel gewinnt: 61, 121 oder 181 in den üblichen Spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="436"/>
        <source>the first player who does not deal pegs three as the game begins (see [The deal and the crib](#deal)).</source>
        <translation>der erste Spieler, der nicht gibt, steckt zu Spielbeginn drei Punkte (siehe [Das Geben und die Crib](#deal)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="437"/>
        <source>the play of each hand ends at the first go, as in Hoyle&apos;s five-card game.</source>
        <translation>das Ausspielen jeder Runde endet beim ersten Go, wie im Fünf-Karten-Spiel nach Hoyle.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="438"/>
        <source>after the opponent&apos;s go, a player who can still play without passing 31 must do so. Without it a player may stop and take the point for last card.</source>
        <translation>nach dem Go des Gegners muss ein Spieler, der noch spielen kann, ohne 31 zu überschreiten, das auch tun. Ohne diese Regel darf er aufhören und den Punkt für die letzte Karte nehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="439"/>
        <source>a crib of four cards in one suit scores four even when the start is of another suit.</source>
        <translation>eine Crib aus vier Karten einer Farbe zählt vier, auch wenn die Startkarte eine andere Farbe hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="440"/>
        <source>whether a lurch counts, the score below which a loser is lurched, and how many games the loser pays (see [Lurch, skunk and the stakes](#stakes)).</source>
        <translation>ob ein Lurch zählt, unter welcher Punktzahl ein Verlierer einen Lurch erleidet und wie viele Spiele er bezahlt (siehe [Lurch, Schneider und die Einsätze](#stakes)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="441"/>
        <source>the same for a skunk: whether it counts, below which score, and how many games.</source>
        <translation>dasselbe für den Schneider: ob er zählt, unter welcher Punktzahl und wie viele Spiele.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="442"/>
        <source>the same for a double skunk, usually three games, or four if you choose.</source>
        <translation>dasselbe für den doppelten Schneider, meist drei Spiele, oder vier, wenn Sie wollen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="443"/>
        <source>points a player overlooks in their own count go to the next opponent (see [Muggins](#muggins)).</source>
        <translation>Punkte, die ein Spieler beim eigenen Zählen übersieht, bekommt der nächste Gegner (siehe [Muggins](#muggins)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="452"/>
        <source>Click the cards you want to give to the crib: two in the two-handed games, one with three or four players. A chosen card rises; click it again to take it back. Then press **Lay out to the crib**, or `Enter`.</source>
        <translation>Klicken Sie die Karten an, die Sie in die Crib geben möchten: zwei in den Spielen zu zweit, eine bei drei oder vier Spielern. Eine gewählte Karte rückt nach oben; ein zweiter Klick nimmt sie zurück. Drücken Sie dann **In die Crib legen** oder `Enter`.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="455"/>
        <source>If none of your cards fits, press **Say Go** (or `G`). The button can only be pressed when a go is allowed; in the five-card game it also lets you stop after your opponent&apos;s go instead of playing on.</source>
        <translation>Passt keine Ihrer Karten, drücken Sie **Go sagen** (oder `G`). Die Schaltfläche lässt sich nur drücken, wenn ein Go erlaubt ist; im Fünf-Karten-Spiel können Sie damit auch nach dem Go Ihres Gegners aufhören, statt weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="458"/>
        <source>To count for yourself, tick **Count my own hands and cribs** in Settings ▸ Options…; it applies from your next game. When your hand or crib is shown, enter its total in the count box and press **Claim** (or `Enter`). What happens to points you miss is explained under [Muggins](#muggins).</source>
        <translation>Um selbst zu zählen, setzen Sie unter Einstellungen ▸ Optionen… ein Häkchen bei **Meine Hände und Cribs selbst zählen**; das gilt ab Ihrem nächsten Spiel. Wenn Ihre Hand oder Crib gezeigt wird, tragen Sie die Summe in das Zählfeld ein und drücken **Ansagen** (oder `Enter`). Was mit übersehenen Punkten geschieht, steht unter [Muggins](#muggins).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="196"/>
        <source>`Alt`+underlined letter</source>
        <translation>`Alt`+unterstrichener Buchstabe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="50"/>
        <source>Baccarat</source>
        <translation>Baccarat</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="51"/>
        <source>A banking game for two to ten players: one player holds the bank, the others punt against it, and two or three cards decide each coup. Two forms are played: Chemin de Fer, in which the bank passes round the table, and Banque, in which one banker holds the bank against two tableaux. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Bankspiel für zwei bis zehn Spieler: einer hält die Bank, die anderen pointieren dagegen, und zwei oder drei Karten entscheiden jeden Coup. Es gibt zwei Formen: Chemin de Fer, bei dem die Bank um den Tisch wandert, und Banque, bei dem ein Bankhalter die Bank gegen zwei Tableaus hält. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="52"/>
        <source>To hold the point nearer to nine. Aces count one, the two to the nine their pips, and tens and court cards nothing (*baccarat*). Only the last figure of a total counts: [5H 6S] is one, and [3D 7C 5S] is five. The game is played for counters; whoever has won the most when the last coup is settled wins the game.</source>
        <translation>Den Punkt zu halten, der neun näher ist. Asse zählen eins, die Zwei bis Neun ihre Augen, Zehnen und Bilder nichts (*Baccarat*). Nur die letzte Ziffer einer Summe zählt: [5H 6S] ist eins, und [3D 7C 5S] ist fünf. Gespielt wird um Spielmarken; wer nach dem letzten Coup am meisten gewonnen hat, gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="53"/>
        <source>Chemin de Fer</source>
        <translation>Chemin de Fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="54"/>
        <source>Six packs are shuffled together. The app plays the croupier: it shuffles, has the cards cut, keeps the order of the table and pays the stakes.</source>
        <translation>Sechs Kartenspiele werden zusammengemischt. Die App ist der Croupier: sie mischt, lässt abheben, achtet auf die Reihenfolge am Tisch und zahlt die Einsätze aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="55"/>
        <source>The bank and the stakes</source>
        <translation>Die Bank und die Einsätze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="56"/>
        <source>The banker puts up a bank: the most he will risk on the coup.</source>
        <translation>Der Bankhalter setzt eine Bank: das Meiste, was er in diesem Coup wagt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="57"/>
        <source>Each punter in turn, starting with the player next to the banker, may say **banco** and play alone against the whole bank. A punter who went banco and lost may go banco again on the next coup, and is asked first.</source>
        <translation>Jeder Pointeur darf der Reihe nach, beginnend beim Nachbarn des Bankhalters, **Banco** sagen und allein gegen die ganze Bank spielen. Wer Banco gesagt und verloren hat, darf im nächsten Coup wieder Banco sagen und wird zuerst gefragt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="58"/>
        <source>If nobody goes banco, the punters stake in turn. Together they may stake only as much as the bank holds; the players nearest the banker come first.</source>
        <translation>Sagt niemand Banco, setzen die Pointeure der Reihe nach. Zusammen dürfen sie nur so viel setzen, wie die Bank enthält; die Spieler nächst dem Bankhalter kommen zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="59"/>
        <source>The punter with the highest stake holds the punters&apos; cards (the first in turn, on equal stakes).</source>
        <translation>Der Pointeur mit dem höchsten Einsatz hält die Karten der Pointeure (bei gleichen Einsätzen der erste in der Reihe).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="60"/>
        <source>The coup</source>
        <translation>Der Coup</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="61"/>
        <source>The banker deals two cards face down to the punters&apos; hand and two to himself, one at a time.</source>
        <translation>Der Bankhalter gibt der Hand der Pointeure und sich selbst je zwei Karten verdeckt, einzeln.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="62"/>
        <source>A point of eight or nine in two cards is a **natural**: it is turned up at once, and the coup is decided.</source>
        <translation>Ein Punkt von acht oder neun mit zwei Karten ist ein **Naturel**: er wird sofort aufgedeckt, und der Coup ist entschieden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="63"/>
        <source>Otherwise the punters&apos; hand must take a third card, face up, on baccarat to four and must stand on six or seven. At five the holder chooses. Taking a card on six or seven, or refusing one on baccarat to four, is a **false draw**.</source>
        <translation>Sonst muss die Hand der Pointeure bei Baccarat bis vier eine dritte Karte offen nehmen und bei sechs oder sieben stehen bleiben. Bei fünf wählt der Halter. Bei sechs oder sieben eine Karte nehmen oder bei Baccarat bis vier eine ablehnen ist **falsches Ziehen**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="64"/>
        <source>The banker then draws or stands as he chooses, knowing his own cards and the punters&apos; third card.</source>
        <translation>Dann zieht der Bankhalter oder bleibt stehen, wie er will; er kennt seine Karten und die dritte Karte der Pointeure.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="65"/>
        <source>The higher point wins. The bank pays each punter his stake, or takes every stake. On a tie the stakes stay on the table for the next coup.</source>
        <translation>Der höhere Punkt gewinnt. Die Bank zahlt jedem Pointeur seinen Einsatz oder nimmt alle Einsätze. Bei Gleichstand bleiben die Einsätze für den nächsten Coup stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="66"/>
        <source>The bank passes</source>
        <translation>Die Bank geht weiter</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="67"/>
        <source>The banker&apos;s winnings stay in the bank. While he wins he deals again, or he may say **I pass the deal**: the others in turn may take the bank at the amount it stood at; if nobody does, the next player starts a bank of his own. When the bank loses a coup, its rest goes back to the banker and the next player holds the bank. When fewer than seven cards are left, fresh cards are shuffled.</source>
        <translation>Die Gewinne des Bankhalters bleiben in der Bank. Solange er gewinnt, gibt er wieder, oder er sagt **Ich gebe die Bank ab**: die anderen dürfen der Reihe nach die Bank zu ihrem Stand übernehmen; tut es keiner, eröffnet der nächste Spieler eine eigene Bank. Verliert die Bank einen Coup, geht ihr Rest an den Bankhalter zurück, und der nächste Spieler hält die Bank. Sind weniger als sieben Karten übrig, werden neue Karten gemischt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="68"/>
        <source>Banque</source>
        <translation>Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="69"/>
        <source>Three packs are shuffled together. The banker keeps the bank until the packs are dealt out, he passes the deal, or the bank is broken. He plays against two hands, the **right tableau** and the **left tableau**: the punters on his right stake on the one, those on his left on the other, and the highest stake on each side holds its cards. The banker deals two cards to each tableau and two to himself; each tableau draws or stands on the same rule as at Chemin de Fer; then the banker draws or stands once, against both. Each tableau is settled on its own: the bank may win one and lose the other. A punter may go banco against the whole bank; he then plays alone.</source>
        <translation>Drei Kartenspiele werden zusammengemischt. Der Bankhalter behält die Bank, bis die Kartenspiele ausgegeben sind, er sie abgibt oder sie gesprengt ist. Er spielt gegen zwei Hände, das **rechte Tableau** und das **linke Tableau**: die Pointeure zu seiner Rechten setzen auf das eine, die zu seiner Linken auf das andere, und der höchste Einsatz jeder Seite hält deren Karten. Der Bankhalter gibt jedem Tableau und sich selbst zwei Karten; jedes Tableau zieht oder bleibt stehen nach derselben Regel wie bei Chemin de Fer; dann zieht der Bankhalter einmal oder bleibt stehen, gegen beide. Jedes Tableau wird für sich abgerechnet: die Bank kann das eine gewinnen und das andere verlieren. Ein Pointeur darf Banco gegen die ganze Bank sagen; er spielt dann allein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="71"/>
        <source>The game ends after the number of coups the house rules set. Every seat&apos;s net counters are shown all the time beside its name; the player who has won the most wins the game.</source>
        <translation>Das Spiel endet nach der Zahl der Coups, die die Hausregeln festlegen. Die Netto-Spielmarken jedes Platzes stehen stets neben seinem Namen; wer am meisten gewonnen hat, gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="72"/>
        <source>Strategy: the solution of the game</source>
        <translation>Strategie: die Lösung des Spiels</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="73"/>
        <source>The cards are the same for everyone; the only choices are the punter&apos;s at five and the banker&apos;s. The best play of both is a mixed one, worked out by the app for the packs in use: with six packs the punter should take a card at five about four times in five (with probability 477191/592524), and the banker should draw or stand by a rule that depends on his own two cards and the punter&apos;s third card, mixing only with a ten and a six against a punter who stood. Played so, the bank gains about 1.29 counters in every hundred staked against it; no other rule of the banker&apos;s does better. The expert computer player plays this solution.</source>
        <translation>Die Karten sind für alle gleich; zu wählen gibt es nur für den Pointeur bei fünf und für den Bankhalter. Das beste Spiel beider ist gemischt und wird von der App für die verwendeten Kartenspiele berechnet: mit sechs Kartenspielen sollte der Pointeur bei fünf etwa viermal von fünf eine Karte nehmen (mit der Wahrscheinlichkeit 477191/592524), und der Bankhalter sollte nach einer Regel ziehen oder stehen bleiben, die von seinen zwei Karten und der dritten Karte des Pointeurs abhängt, gemischt nur mit einer Zehn und einer Sechs gegen einen Pointeur, der stehen blieb. So gespielt gewinnt die Bank etwa 1,29 Spielmarken von jeden hundert gegen sie gesetzten; keine andere Regel des Bankhalters ist besser. Der Experte unter den Computerspielern spielt diese Lösung.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="74"/>
        <source>Baccarat Chemin de Fer</source>
        <translation>Baccarat Chemin de Fer</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="75"/>
        <source>Six packs, the bank passing on when it loses, banco, ties standing over.</source>
        <translation>Sechs Kartenspiele, die Bank geht weiter, wenn sie verliert, Banco, Gleichstände bleiben stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="76"/>
        <source>Baccarat Banque</source>
        <translation>Baccarat Banque</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="77"/>
        <source>Three packs, one banker against the right and left tableaux until the packs are dealt out.</source>
        <translation>Drei Kartenspiele, ein Bankhalter gegen das rechte und das linke Tableau, bis die Kartenspiele ausgegeben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="78"/>
        <source>Baccarat Chemin de Fer, club rules</source>
        <translation>Baccarat Chemin de Fer, Klubregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="79"/>
        <source>A false draw is fined, ties are returned at once, and a punter may call for fresh packs.</source>
        <translation>Falsches Ziehen wird bestraft, Gleichstände werden sofort zurückgegeben, und ein Pointeur darf neue Karten verlangen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="80"/>
        <source>how many sit at the table, you included: two to ten.</source>
        <translation>wie viele am Tisch sitzen, Sie eingeschlossen: zwei bis zehn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="81"/>
        <source>Chemin de Fer or Banque.</source>
        <translation>Chemin de Fer oder Banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="82"/>
        <source>the packs shuffled together; 0 takes six at Chemin de Fer and three at Banque.</source>
        <translation>die zusammengemischten Kartenspiele; 0 nimmt sechs bei Chemin de Fer und drei bei Banque.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="83"/>
        <source>the counters each player starts with, and takes again when broke.</source>
        <translation>die Spielmarken, mit denen jeder Spieler beginnt und die er wieder nimmt, wenn er blank ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="84"/>
        <source>the smallest stake; every amount is a multiple of it.</source>
        <translation>der kleinste Einsatz; jeder Betrag ist ein Vielfaches davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="85"/>
        <source>the most a banker may put up to start a bank.</source>
        <translation>das Meiste, was ein Bankhalter zu Beginn einer Bank setzen darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="86"/>
        <source>how many coups make the game.</source>
        <translation>wie viele Coups das Spiel dauert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="87"/>
        <source>refused by the croupier, fined, or the offender made to pay the other punters&apos; losses on that coup.</source>
        <translation>vom Croupier abgelehnt, bestraft, oder der Schuldige zahlt die Verluste der anderen Pointeure in diesem Coup.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="88"/>
        <source>the fine for a false draw, paid into the bank.</source>
        <translation>die Strafe für falsches Ziehen, in die Bank gezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="89"/>
        <source>the stakes stand over to the next coup, or are returned at once.</source>
        <translation>die Einsätze bleiben für den nächsten Coup stehen oder werden sofort zurückgegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="90"/>
        <source>once in each shoe a punter may call for fresh packs, paying for them.</source>
        <translation>einmal je Sabot darf ein Pointeur neue Karten verlangen und sie bezahlen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="91"/>
        <source>what the fresh packs cost, paid into the bank.</source>
        <translation>was die neuen Karten kosten, in die Bank gezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="95"/>
        <source>**Decisions**: the buttons offer what you may do now: banco, keep the bank, pass the deal, take a passed bank, a card or stand. A false draw is refused and the reason is shown (unless the house rules fine it).</source>
        <translation>**Entscheidungen**: die Knöpfe bieten an, was Sie jetzt tun dürfen: Banco, die Bank behalten, die Bank abgeben, eine abgegebene Bank übernehmen, eine Karte oder stehen bleiben. Falsches Ziehen wird abgelehnt und der Grund angezeigt (außer die Hausregeln bestrafen es).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="101"/>
        <source>put up or stake the amount chosen</source>
        <translation>den gewählten Betrag als Bank oder Einsatz setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="104"/>
        <source>These rules follow the chapter on Baccarat in Hoyle&apos;s Games Modernized (L. Hoffmann, 1909), which describes Chemin de Fer in full, the opening of Banque, and the laws about fresh packs. The book stops early at Banque: the app plays it as it is commonly played, with two tableaux and a permanent banker. Everything here is told in our own words.</source>
        <translation>Diese Regeln folgen dem Kapitel über Baccarat in Hoyle&apos;s Games Modernized (L. Hoffmann, 1909), das Chemin de Fer vollständig beschreibt, den Anfang von Banque und die Gesetze über neue Karten. Bei Banque bricht das Buch früh ab: die App spielt es, wie es üblich ist, mit zwei Tableaus und einem festen Bankhalter. Alles hier ist in unseren eigenen Worten erzählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="105"/>
        <source>Blind Hookey</source>
        <translation>Blind Hookey</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="106"/>
        <source>A game of pure chance for two to eight players: the pack is cut into packets, everyone stakes without looking, and the bottom cards decide. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein reines Glücksspiel für zwei bis acht Spieler: das Kartenspiel wird in Päckchen geteilt, alle setzen, ohne hinzusehen, und die untersten Karten entscheiden. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="107"/>
        <source>To hold a packet whose bottom card is higher than the dealer&apos;s. Cards rank from the ace (lowest) to the king (highest); suits do not count. The game is played for counters; whoever has won the most when the last hand is settled wins.</source>
        <translation>Ein Päckchen zu halten, dessen unterste Karte höher ist als die des Gebers. Die Karten zählen vom Ass (niedrigste) bis zum König (höchste); Farben zählen nicht. Gespielt wird um Spielmarken; wer nach der letzten Runde am meisten gewonnen hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="109"/>
        <source>Everyone cuts a card; the lowest deals, and equal lowest cut again. Before each hand the pack is shuffled by the player on the dealer&apos;s right and cut.</source>
        <translation>Alle heben eine Karte ab; die niedrigste gibt, und bei gleich niedrigen wird erneut abgehoben. Vor jeder Runde mischt der Spieler rechts vom Geber, und es wird abgehoben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="110"/>
        <source>The first method: a packet each</source>
        <translation>Die erste Art: ein Päckchen für jeden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="111"/>
        <source>Starting on the dealer&apos;s left, each player cuts a packet from the top of the pack: at least four cards and no more than his share. What is left is the dealer&apos;s.</source>
        <translation>Beginnend links vom Geber hebt jeder Spieler ein Päckchen oben vom Kartenspiel ab: mindestens vier Karten und nicht mehr als seinen Anteil. Der Rest gehört dem Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="112"/>
        <source>Nobody looks at his cards. Each player stakes on his packet, blind.</source>
        <translation>Niemand sieht seine Karten an. Jeder Spieler setzt blind auf sein Päckchen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="113"/>
        <source>All the packets are turned over. A packet whose bottom card is higher than the dealer&apos;s is paid its stake by the dealer; a packet lower or equal pays its stake to the dealer.</source>
        <translation>Alle Päckchen werden umgedreht. Ein Päckchen, dessen unterste Karte höher ist als die des Gebers, bekommt seinen Einsatz vom Geber ausgezahlt; ein niedrigeres oder gleiches zahlt seinen Einsatz an den Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="114"/>
        <source>The same dealer deals again until he loses to every player in a hand; then the next player deals.</source>
        <translation>Derselbe Geber gibt wieder, bis er in einer Runde gegen alle Spieler verliert; dann gibt der nächste Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="115"/>
        <source>The second method: three packets</source>
        <translation>Die zweite Art: drei Päckchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="116"/>
        <source>The dealer cuts the pack into three packets. The player on his left rejects one of them, which becomes the dealer&apos;s; every player then stakes on either or both of the other two, blind. The bottom cards are compared with the dealer&apos;s as in the first method.</source>
        <translation>Der Geber teilt das Kartenspiel in drei Päckchen. Der Spieler zu seiner Linken lehnt eines davon ab, das dem Geber gehört; dann setzt jeder Spieler blind auf eines oder beide der anderen zwei. Die untersten Karten werden wie bei der ersten Art mit der des Gebers verglichen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="117"/>
        <source>The bank&apos;s edge</source>
        <translation>Der Vorteil der Bank</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="118"/>
        <source>Every bottom card is another card of the same pack, so a packet beats the dealer&apos;s eight times in seventeen, ties once and loses eight times, and a tie pays the dealer. The dealer therefore gains one counter in seventeen of all that is staked against him, at either method, whatever packets are cut or rejected. The app works this out exactly by going through every pair of cards, and checks it by playing many hands. The only sensible play is therefore to stake little; the expert computer player stakes the least it may.</source>
        <translation>Jede unterste Karte ist eine andere Karte desselben Kartenspiels, also schlägt ein Päckchen das des Gebers achtmal in siebzehn, ist einmal gleich und verliert achtmal, und ein Gleichstand zahlt an den Geber. Der Geber gewinnt daher eine Spielmarke von siebzehn aller gegen ihn gesetzten, bei beiden Arten, welche Päckchen auch abgehoben oder abgelehnt werden. Die App rechnet das genau aus, indem sie jedes Kartenpaar durchgeht, und prüft es mit vielen gespielten Runden. Vernünftig ist also nur, wenig zu setzen; der Experte unter den Computerspielern setzt das Geringste, was er darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="119"/>
        <source>The game ends after the number of hands the house rules set; every seat&apos;s net counters are shown all the time beside its name.</source>
        <translation>Das Spiel endet nach der Zahl der Runden, die die Hausregeln festlegen; die Netto-Spielmarken jedes Platzes stehen stets neben seinem Namen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="120"/>
        <source>Every player cuts a packet and stakes blind on it.</source>
        <translation>Jeder Spieler hebt ein Päckchen ab und setzt blind darauf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="121"/>
        <source>Blind Hookey, three packets</source>
        <translation>Blind Hookey, drei Päckchen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="122"/>
        <source>The dealer cuts three packets; the punters stake on two, and the rejected one is the dealer&apos;s.</source>
        <translation>Der Geber teilt drei Päckchen; die Pointeure setzen auf zwei, und das abgelehnte gehört dem Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="123"/>
        <source>how many sit at the table, you included: two to eight.</source>
        <translation>wie viele am Tisch sitzen, Sie eingeschlossen: zwei bis acht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="124"/>
        <source>a packet each, or three packets.</source>
        <translation>ein Päckchen für jeden oder drei Päckchen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="125"/>
        <source>the ace ranks above the king.</source>
        <translation>das Ass steht über dem König.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="126"/>
        <source>the smallest stake.</source>
        <translation>der kleinste Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="127"/>
        <source>the most a player may stake on one packet, in units.</source>
        <translation>das Meiste, was ein Spieler auf ein Päckchen setzen darf, in Einheiten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="128"/>
        <source>how many hands make the game.</source>
        <translation>wie viele Runden das Spiel dauert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="131"/>
        <source>**Staking**: choose the amount and press **Stake** (or `Enter`). At the second method you stake on each of the two packets in turn, and may leave one of them without a stake.</source>
        <translation>**Setzen**: wählen Sie den Betrag und drücken Sie **Setzen** (oder `Enter`). Bei der zweiten Art setzen Sie nacheinander auf jedes der zwei Päckchen und dürfen eines ohne Einsatz lassen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="134"/>
        <source>cut or stake the amount chosen</source>
        <translation>den gewählten Betrag abheben oder setzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="272"/>
        <source>press that button</source>
        <translation>diesen Knopf drücken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="136"/>
        <source>These rules follow the chapter on Blind Hookey in Hoyle&apos;s Games Modernized (L. Hoffmann, 1909), which gives both methods. Where it leaves a question open, such as how the ace ranks, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Diese Regeln folgen dem Kapitel über Blind Hookey in Hoyle&apos;s Games Modernized (L. Hoffmann, 1909), das beide Arten beschreibt. Wo es eine Frage offen lässt, etwa wie das Ass zählt, trifft die App die auf dieser Seite beschriebene Wahl. Alles hier ist in unseren eigenen Worten erzählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="21"/>
        <source>Everyone cuts a card: the highest deals first (cards that tie cut again). With four, the same cut makes the partnerships: the two highest cards play against the two lowest, and the partners sit opposite each other. After each hand the deal passes to the left.</source>
        <translation>Jeder hebt eine Karte ab: Die höchste gibt zuerst (gleich hohe Karten heben neu ab). Zu viert bestimmt dasselbe Abheben die Partnerschaften: Die beiden höchsten Karten spielen gegen die beiden niedrigsten, und die Partner sitzen einander gegenüber. Nach jeder Runde geht das Geben nach links weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="26"/>
        <source>With four players, only the dealer and the elder hand may look at their cards until the beg is settled: the other two see their cards face down until the elder hand stands or the dealer gives one or runs the cards.</source>
        <translation>Zu viert dürfen nur der Geber und die Vorhand ihre Karten ansehen, bis das Betteln entschieden ist: Die anderen beiden sehen ihre Karten verdeckt, bis die Vorhand stehen bleibt oder der Geber einen Punkt gibt oder die Karten durchlaufen lässt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="30"/>
        <source>When all the cards are played, the points are scored in this order: High, Low, Jack, Game. If only one trump was dealt, it is both High and Low. If the Jack was not dealt, no one scores it. If the sides tie for Game, or no one has a counting card, the elder hand&apos;s side scores it. With three players the tie may leave the elder hand out: Game then goes to the tied player who plays first after him.</source>
        <translation>Wenn alle Karten gespielt sind, werden die Punkte in dieser Reihenfolge vergeben: High, Low, Jack, Game. Wurde nur ein Trumpf ausgeteilt, ist er zugleich High und Low. Wurde der Bube nicht ausgeteilt, erhält niemand Jack. Sind die Seiten bei Game gleich oder hat niemand eine zählende Karte, erhält die Seite der Vorhand den Punkt. Zu dritt kann die Vorhand außerhalb des Gleichstands sein: Game geht dann an den gleichstehenden Spieler, der nach ihr als Erster spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="93"/>
        <source>Baccarat plays on the banking table that Vingt-un and Blind Hookey share. Every player sits round the oval with his purse and his net gain or loss so far. The white button marks the banker. The bank&apos;s two cards lie before the banker and the punters&apos; hand before the player who holds it (at Banque, the right and the left tableau before their holders), face down until the rules turn them up; a third card is given face up. A punter&apos;s stake lies under his place. The shoe, the bank and the stakes are in the middle. Every payment is drawn as an arrow from the payer to the payee while it is made, and every call shows in a bubble. After a coup its cards stay on show, with who won, until the next deal; **Review the last hand** shows the last coup again.</source>
        <translation>Baccarat wird am Banktisch gespielt, den auch Vingt-un und Blind Hookey nutzen. Jeder Spieler sitzt am Oval mit seiner Kasse und seinem bisherigen Gewinn oder Verlust. Der weiße Knopf markiert den Bankhalter. Die zwei Karten der Bank liegen vor dem Bankhalter und die Hand der Pointeure vor dem Spieler, der sie hält (bei Banque das rechte und das linke Tableau vor ihren Haltern), verdeckt, bis die Regeln sie aufdecken; eine dritte Karte wird offen gegeben. Der Einsatz eines Pointeurs liegt unter seinem Platz. Schlitten, Bank und Einsätze liegen in der Mitte. Jede Zahlung wird als Pfeil vom Zahler zum Empfänger gezeichnet, während sie geschieht, und jede Ansage erscheint in einer Blase. Nach einem Coup bleiben seine Karten mit dem Ergebnis bis zum nächsten Geben liegen; **Letzte Runde anzeigen** zeigt den letzten Coup noch einmal.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="94"/>
        <source>**Amounts**: to put up a bank or to stake, choose the amount in the amount box (only the amounts the game allows, in multiples of the stake unit) and press **Put up the bank** or **Stake**, or `Enter`. At Chemin de Fer you may stake nothing for a coup.</source>
        <translation>**Beträge**: um eine Bank oder einen Einsatz zu setzen, wählen Sie den Betrag im Betragsfeld (nur die Beträge, die das Spiel erlaubt, in Vielfachen der Einsatzeinheit) und drücken **Bank setzen** oder **Setzen**, oder `Enter`. Bei Chemin de Fer dürfen Sie in einem Coup auch nichts setzen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="100"/>
        <source>set the amount: that many stake units (0 is ten)</source>
        <translation>Betrag wählen: so viele Einsatzeinheiten (0 ist zehn)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="103"/>
        <source>presses the button with that letter underlined (banco, a card, stand, pass the deal…)</source>
        <translation>drückt den Knopf mit diesem unterstrichenen Buchstaben (Banco, Karte, stehen bleiben, Bank abgeben …)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="129"/>
        <source>Blind Hookey plays on the banking table that Vingt-un and Baccarat share. Every player sits round the oval with his purse and his net gain or loss so far; the white button marks the dealer. Each packet lies before its owner with its size, its bottom card face down, and the punter&apos;s stake under it; at the second method the three packets lie before the dealer, who cut them, and each punter&apos;s stake on each of the two company packets lies before him. The bottom cards are turned up when every stake is made, every payment is drawn as an arrow from the payer to the payee, and the hand stays on show until the next packet is cut; **Review the last hand** shows it again.</source>
        <translation>Blind Hookey wird am Banktisch gespielt, den auch Vingt-un und Baccarat nutzen. Jeder Spieler sitzt am Oval mit seiner Kasse und seinem bisherigen Gewinn oder Verlust; der weiße Knopf markiert den Geber. Jedes Päckchen liegt vor seinem Besitzer mit seiner Größe, der untersten Karte verdeckt und dem Einsatz des Pointeurs darunter; bei der zweiten Art liegen die drei Päckchen vor dem Geber, der sie abgehoben hat, und der Einsatz jedes Pointeurs auf jedes der beiden Päckchen der Gesellschaft liegt vor ihm. Die untersten Karten werden aufgedeckt, sobald alle Einsätze gemacht sind, jede Zahlung wird als Pfeil vom Zahler zum Empfänger gezeichnet, und die Runde bleibt liegen, bis das nächste Päckchen abgehoben wird; **Letzte Runde anzeigen** zeigt sie noch einmal.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="130"/>
        <source>**Cutting**: choose the size of your packet in the amount box (only the sizes allowed) and press **Cut** (or `Enter`).</source>
        <translation>**Abheben**: wählen Sie die Größe Ihres Päckchens im Betragsfeld (nur die erlaubten Größen) und drücken Sie **Abheben** (oder `Enter`).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="132"/>
        <source>**Rejecting** (second method): press the button of the packet you reject, or its number.</source>
        <translation>**Ablehnen** (zweite Art): drücken Sie den Knopf des Päckchens, das Sie ablehnen, oder seine Nummer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="133"/>
        <source>set the amount or the packet&apos;s size (0 is ten); reject that packet</source>
        <translation>Betrag oder Größe des Päckchens wählen (0 ist zehn); dieses Päckchen ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="137"/>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="139"/>
        <source>Take the cards that count: Great Cassino (the ten of diamonds), Little Cassino (the two of spades), the aces, the most spades and the most cards, and sweep the table when you can. The first side to reach the game (21 points) wins.</source>
        <translation>Nehmen Sie die Karten, die zählen: das Große Cassino (die Karo-Zehn), das Kleine Cassino (die Pik-Zwei), die Asse, die meisten Pik und die meisten Karten, und räumen Sie den Tisch ab, wann immer Sie können. Die Seite, die zuerst die Partie (21 Punkte) erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="140"/>
        <source>Players, partners and cards</source>
        <translation>Spieler, Partner und Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="143"/>
        <source>From the dealer&apos;s left, each player in turn plays one card. With it he takes, all at once:</source>
        <translation>Links vom Geber beginnend spielt jeder reihum eine Karte aus. Mit ihr nimmt er auf einmal:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="144"/>
        <source>every table card of the **same rank**, and</source>
        <translation>jede Tischkarte **desselben Rangs** und</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="145"/>
        <source>every **set** of table cards whose values **add up** to it: a ten takes a nine and an ace, an eight and a two, two fives, two threes and a four, and so on.</source>
        <translation>jede **Gruppe** von Tischkarten, deren Werte **zusammen** ihren Wert ergeben: Eine Zehn nimmt eine Neun und ein Ass, eine Acht und eine Zwei, zwei Fünfen, zwei Dreien und eine Vier und so weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="146"/>
        <source>Aces count one and the other cards their pips; kings, queens and jacks only take cards of their own rank. A set may not share a card with another. Where the cards can be grouped in more than one way you choose which to take. A card that can take must take; a card that takes nothing is laid face up on the table.</source>
        <translation>Asse zählen eins, die anderen Karten ihren Augenwert; Könige, Damen und Buben nehmen nur Karten ihres eigenen Rangs. Zwei Gruppen dürfen keine Karte teilen. Lassen sich die Karten auf mehrere Arten gruppieren, wählen Sie, welche Sie nehmen. Eine Karte, die nehmen kann, muss nehmen; eine Karte, die nichts nimmt, wird offen auf den Tisch gelegt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="147"/>
        <source>Taking every card on the table is a **sweep**, worth one point; the next player must then lay a card on the empty table. When the last cards have been played, the last player to take anything takes whatever is left on the table, and that counts as a sweep too.</source>
        <translation>Wer alle Karten auf dem Tisch nimmt, **räumt ab** und erhält einen Punkt; der nächste Spieler muss dann eine Karte auf den leeren Tisch legen. Sind die letzten Karten gespielt, nimmt der Spieler, der zuletzt etwas genommen hat, alles, was noch auf dem Tisch liegt, und das zählt ebenfalls als Abräumen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="148"/>
        <source>Building, a house rule</source>
        <translation>Bauen, eine Hausregel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="149"/>
        <source>Today&apos;s Cassino, not Peel&apos;s, lets a player **build**: he lays a card from his hand on one or more table cards to make a total he can take later with another card he holds (a five on a four, holding a nine, builds nine). The build stays on the table as one pile; a card of its total takes it whole, together with whatever else that card takes, and any player may take it. While a player has a build of his own on the table he may not lay a card down: he must take or build.</source>
        <translation>Das heutige Cassino, nicht Peels, erlaubt das **Bauen**: Ein Spieler legt eine Karte aus seiner Hand auf eine oder mehrere Tischkarten, um eine Summe zu bilden, die er später mit einer anderen Karte seiner Hand nehmen kann (eine Fünf auf eine Vier, mit einer Neun in der Hand, baut Neun). Der Bau bleibt als ein Stapel auf dem Tisch; eine Karte seines Werts nimmt ihn ganz, zusammen mit allem, was diese Karte sonst nimmt, und jeder Spieler darf ihn nehmen. Solange ein Spieler einen eigenen Bau auf dem Tisch hat, darf er keine Karte ablegen: Er muss nehmen oder bauen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="150"/>
        <source>Three more of today&apos;s rules can be added as house rules:</source>
        <translation>Drei weitere heutige Regeln lassen sich als Hausregeln hinzunehmen:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="151"/>
        <source>**Raising.** A card from the hand laid on a single build, yours or another&apos;s, raises it to a new total of ten or less, which you must be able to take with another card you hold (a two on a build of seven, holding a nine, makes it nine). The build becomes yours.</source>
        <translation>**Erhöhen.** Eine Handkarte auf einen einfachen Bau gelegt, Ihren oder den eines anderen, erhöht ihn auf eine neue Summe von höchstens zehn, die Sie mit einer anderen Karte Ihrer Hand nehmen können müssen (eine Zwei auf einen Bau von Sieben, mit einer Neun in der Hand, macht Neun). Der Bau gehört dann Ihnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="152"/>
        <source>**Multiple builds.** A build gathers every loose card and every set of its total on the table, and every build of that total, as a card of that total would take them; and a card of the total may be built on them (a five on a five, holding another five, builds five). A multiple build cannot be raised.</source>
        <translation>**Mehrfache Baue.** Ein Bau sammelt jede lose Karte und jede Gruppe seiner Summe auf dem Tisch und jeden Bau dieser Summe, so wie eine Karte dieser Summe sie nehmen würde; und eine Karte der Summe selbst darf darauf gebaut werden (eine Fünf auf eine Fünf, mit einer weiteren Fünf in der Hand, baut Fünf). Ein mehrfacher Bau kann nicht erhöht werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="153"/>
        <source>**Take it or add to it.** The stricter duty: a player with a build of his own on the table must, when he can, take that build or add to it (raise it, or build on it); only when he cannot may he take or build anything else. He never lays a card down while it stands.</source>
        <translation>**Nehmen oder weiterbauen.** Die strengere Pflicht: Wer einen eigenen Bau auf dem Tisch hat, muss, wenn er kann, diesen Bau nehmen oder darauf weiterbauen (ihn erhöhen oder darauf bauen); nur wenn er das nicht kann, darf er anderes nehmen oder bauen. Solange der Bau liegt, legt er nie eine Karte ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="154"/>
        <source>With building on, the buttons of a card you click show each way it can take, build or raise; a card you may not play is refused with the reason.</source>
        <translation>Mit Bauen zeigen die Schaltflächen einer angeklickten Karte jede Art, wie sie nehmen, bauen oder erhöhen kann; eine Karte, die Sie nicht spielen dürfen, wird mit Begründung abgelehnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="155"/>
        <source>The count</source>
        <translation>Die Zählung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="156"/>
        <source>When the pack has been played through, each side counts its cards:</source>
        <translation>Ist das ganze Blatt gespielt, zählt jede Seite ihre Karten:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="157"/>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="158"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="159"/>
        <source>Great Cassino, the ten of diamonds</source>
        <translation>Großes Cassino, die Karo-Zehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="160"/>
        <source>Little Cassino, the two of spades</source>
        <translation>Kleines Cassino, die Pik-Zwei</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="161"/>
        <source>each ace</source>
        <translation>jedes Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="162"/>
        <source>the most spades</source>
        <translation>die meisten Pik</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="163"/>
        <source>the most cards</source>
        <translation>die meisten Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="164"/>
        <source>each sweep</source>
        <translation>jedes Abräumen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="166"/>
        <source>the lowest scorer&apos;s points are taken from each of the others (1, 2, 3 and 5 score 0, 1, 2 and 4);</source>
        <translation>die Punkte des Niedrigsten werden von denen aller anderen abgezogen (1, 2, 3 und 5 ergeben 0, 1, 2 und 4);</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="167"/>
        <source>with three, the two lowest are added together and taken from the highest, who alone scores; nobody scores when they reach his points.</source>
        <translation>zu dritt werden die beiden Niedrigsten zusammengezählt und vom Höchsten abgezogen, der allein Punkte erhält; erreichen sie seine Punkte, erhält niemand etwas.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="168"/>
        <source>Deals follow, the deal passing to the left, until a side reaches the game.</source>
        <translation>Es folgen weitere Runden, das Geben geht nach links, bis eine Seite die Partie erreicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="169"/>
        <source>Four players, two against two; game 21.</source>
        <translation>Vier Spieler, zwei gegen zwei; Partie bis 21.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="170"/>
        <source>Cassino for two</source>
        <translation>Cassino zu zweit</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="171"/>
        <source>You against one computer player.</source>
        <translation>Sie gegen einen Computerspieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="172"/>
        <source>Cassino for three</source>
        <translation>Cassino zu dritt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="176"/>
        <source>Cassino with building</source>
        <translation>Cassino mit Bauen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="179"/>
        <source>with four players, two against two or each for himself.</source>
        <translation>zu viert zwei gegen zwei oder jeder für sich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="180"/>
        <source>52 cards, or the 32 from the sevens up (no Little Cassino).</source>
        <translation>52 Karten oder die 32 ab der Sieben (kein Kleines Cassino).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="181"/>
        <source>the points that win the game.</source>
        <translation>die Punkte, die die Partie gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="183"/>
        <source>today&apos;s builds, off in Peel&apos;s game (see [Building](#building)).</source>
        <translation>das heutige Bauen, in Peels Spiel aus (siehe [Bauen](#building)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="184"/>
        <source>with building: a single build may be raised to a new total.</source>
        <translation>mit Bauen: Ein einfacher Bau darf auf eine neue Summe erhöht werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="185"/>
        <source>with building: builds of several sets or cards of one total.</source>
        <translation>mit Bauen: Baue aus mehreren Gruppen oder Karten derselben Summe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="186"/>
        <source>with building: may the owner of a build take or build anything, or must he take that build or add to it?</source>
        <translation>mit Bauen: Darf der Besitzer eines Baus beliebig nehmen oder bauen, oder muss er diesen Bau nehmen oder darauf weiterbauen?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="187"/>
        <source>Take the Cassinos at the first chance, then aces and spades; then take as many cards as you can, sets before pairs, and leave pairs for later, except tens and twos, which are best taken off the table before an opponent can use them for the Cassinos. Do not lay down a card that lets the next player sweep the table.</source>
        <translation>Nehmen Sie die Cassinos bei der ersten Gelegenheit, dann Asse und Pik; nehmen Sie danach so viele Karten wie möglich, Gruppen vor Paaren, und heben Sie Paare für später auf, außer Zehnen und Zweien, die man besser vom Tisch nimmt, bevor ein Gegner sie für die Cassinos nutzt. Legen Sie keine Karte ab, mit der der nächste Spieler den Tisch abräumen kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="189"/>
        <source>The table cards are spread out in the middle so that every card shows. The computer players sit along the top; each player&apos;s name plate shows how many cards he has taken and his sweeps, and the cards taken lie face down beside it. The panel on the right shows the scores, the cards still to deal and, after each deal, the count item by item.</source>
        <translation>Die Tischkarten liegen ausgebreitet in der Mitte, sodass jede Karte zu sehen ist. Die Computerspieler sitzen oben; das Namensschild jedes Spielers zeigt, wie viele Karten er genommen und wie oft er abgeräumt hat, und die genommenen Karten liegen verdeckt daneben. Die Leiste rechts zeigt die Punktestände, die noch zu gebenden Karten und nach jeder Runde die Zählung Posten für Posten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="190"/>
        <source>Click a card of your hand. A card that takes nothing is laid on the table. A card that takes marks the cards it would take: click it again (or a marked table card, or press `Enter`) to take them, or choose another card. Where the cards can be taken in more than one way (or, with building, built on), a button for each way lets you choose. The other players&apos; captures are marked on the table a moment before they are gathered in.</source>
        <translation>Klicken Sie eine Karte Ihrer Hand an. Eine Karte, die nichts nimmt, wird auf den Tisch gelegt. Eine Karte, die nimmt, markiert die Karten, die sie nehmen würde: Klicken Sie sie noch einmal an (oder eine markierte Tischkarte, oder drücken Sie `Enter`), um sie zu nehmen, oder wählen Sie eine andere Karte. Lassen sich die Karten auf mehrere Arten nehmen (oder, mit Bauen, bebauen), können Sie mit je einer Schaltfläche wählen. Was die anderen Spieler nehmen, wird kurz auf dem Tisch markiert, bevor es eingesammelt wird.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="192"/>
        <source>choose the marked card</source>
        <translation>die markierte Karte wählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="193"/>
        <source>take the cards marked</source>
        <translation>die markierten Karten nehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="194"/>
        <source>where the card can be played in more than one way: the first, second, third… of its buttons (takes, builds, raises)</source>
        <translation>wenn die Karte auf mehr als eine Art gespielt werden kann: die erste, zweite, dritte… ihrer Schaltflächen (nehmen, bauen, erhöhen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="195"/>
        <source>choose another card</source>
        <translation>eine andere Karte wählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="199"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="200"/>
        <source>A round game of three cards each, traded for the best combination, for three to twelve players. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Rundenspiel mit drei Karten für jeden, die um die beste Kombination gehandelt werden, für drei bis zwölf Spieler. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="201"/>
        <source>Each player holds three cards and trades them, one at a time, to hold the best hand when the cards are shown. The best hand takes the pool.</source>
        <translation>Jeder Spieler hält drei Karten und handelt sie, eine nach der anderen, um die beste Hand zu halten, wenn die Karten gezeigt werden. Die beste Hand gewinnt den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="202"/>
        <source>The full pack of 52 cards is used, or the 32-card pack (ace, and seven to king in each suit) for up to seven players. For counting, an ace is worth eleven, a king, queen or knave ten, and every other card its number.</source>
        <translation>Gespielt wird mit dem vollen Kartenspiel von 52 Karten oder, für bis zu sieben Spieler, mit dem 32-Blatt (Ass und Sieben bis König in jeder Farbe). Beim Zählen gilt ein Ass elf, König, Dame und Bube zehn und jede andere Karte ihre Zahl.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="203"/>
        <source>The hands</source>
        <translation>Die Hände</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="204"/>
        <source>From the best to the worst:</source>
        <translation>Von der besten zur schlechtesten:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="205"/>
        <source>**Tricon**: three cards of one rank, such as [AS AH AD].</source>
        <translation>**Tricon**: drei Karten gleichen Rangs, etwa [AS AH AD].</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="206"/>
        <source>**Sequence**: three cards of one suit in order, such as [9H TH JH]. The ace may be high ([QC KC AC], the best) or low ([AD 2D 3D], the lowest), but a sequence never runs from the king round to the two.</source>
        <translation>**Sequenz**: drei Karten einer Farbe in Folge, etwa [9H TH JH]. Das Ass darf hoch ([QC KC AC], die beste) oder niedrig ([AD 2D 3D], die niedrigste) stehen, aber eine Sequenz läuft nie vom König über das Ass zur Zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="207"/>
        <source>**Flush**: three cards of one suit.</source>
        <translation>**Flush**: drei Karten einer Farbe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="208"/>
        <source>**Pair**: two cards of one rank and one other card.</source>
        <translation>**Paar**: zwei Karten gleichen Rangs und eine andere Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="209"/>
        <source>**Point**: any other hand, worth the total of its three cards.</source>
        <translation>**Punkte**: jede andere Hand, so viel wert wie ihre drei Karten zusammen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="210"/>
        <source>Equal combinations</source>
        <translation>Gleiche Kombinationen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="211"/>
        <source>**Two tricons**: the higher rank wins; aces are highest.</source>
        <translation>**Zwei Tricons**: Der höhere Rang gewinnt; Asse sind am höchsten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="212"/>
        <source>**Two sequences**: the higher one wins.</source>
        <translation>**Zwei Sequenzen**: Die höhere gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="213"/>
        <source>**Two flushes**: the higher point wins.</source>
        <translation>**Zwei Flushes**: Die höheren Punkte gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="214"/>
        <source>**Two pairs**: the higher pair wins; with equal pairs, the higher third card.</source>
        <translation>**Zwei Paare**: Das höhere Paar gewinnt; bei gleichen Paaren die höhere dritte Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="215"/>
        <source>**Two points**: the higher total wins; with equal totals, compare the cards from the highest down: the first higher card wins.</source>
        <translation>**Zwei Punkte-Hände**: Die höhere Summe gewinnt; bei gleicher Summe vergleicht man die Karten von der höchsten abwärts: Die erste höhere Karte gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="216"/>
        <source>Hands that are equal in every way share the pool. The history always says why the best hand won.</source>
        <translation>Hände, die in allem gleich sind, teilen sich den Pott. Der Verlauf nennt immer, warum die beste Hand gewonnen hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="217"/>
        <source>The new game</source>
        <translation>Das neue Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="218"/>
        <source>Everyone puts a stake into the pool, and the dealer puts in a second one. Three cards are dealt to each player. Starting at the dealer&apos;s left and going round the table, each player on their turn does one of three things:</source>
        <translation>Jeder legt einen Einsatz in den Pott, und der Geber legt einen zweiten dazu. Jeder Spieler erhält drei Karten. Links vom Geber beginnend und reihum tut jeder Spieler, wenn er dran ist, eines von drei Dingen:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="219"/>
        <source>**Stand**: keep the cards. The trading ends at once and every hand is shown.</source>
        <translation>**Stehen bleiben**: die Karten behalten. Der Handel endet sofort, und alle Hände werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="220"/>
        <source>**Buy from the dealer** (trade for ready money): put one card under the pack, pay the dealer a stake, and take the top card of the pack. The dealer buying from the pack pays nobody.</source>
        <translation>**Vom Geber kaufen** (Handel gegen bar): eine Karte unter das Kartenspiel legen, dem Geber einen Einsatz zahlen und die oberste Karte nehmen. Kauft der Geber selbst, zahlt er niemandem.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="221"/>
        <source>**Barter**: offer one card to your left-hand neighbour, who must give one of theirs for it unless they stand instead (and then the hands are shown).</source>
        <translation>**Tauschen**: dem linken Nachbarn eine Karte anbieten; er muss eine seiner Karten dafür geben, es sei denn, er bleibt stattdessen stehen (dann werden die Hände gezeigt).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="223"/>
        <source>The best hand takes the pool and a stake from the dealer. A player who stood and is beaten pays a stake to every player whose hand is better.</source>
        <translation>Die beste Hand gewinnt den Pott und einen Einsatz vom Geber. Wer stehen geblieben ist und geschlagen wird, zahlt jedem Spieler mit einer besseren Hand einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="224"/>
        <source>The old game</source>
        <translation>Das alte Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="225"/>
        <source>No pool is made and nobody trades with the dealer. Three more cards are dealt face up on the table. On their turn each player stands, passes, or exchanges one of their cards for one on the table (the card given lies face up in its place). A player who passes may not exchange again that hand.</source>
        <translation>Es gibt keinen Pott, und niemand handelt mit dem Geber. Drei weitere Karten werden offen auf den Tisch gelegt. Wer dran ist, bleibt stehen, passt oder tauscht eine seiner Karten gegen eine auf dem Tisch (die abgegebene Karte liegt offen an ihrer Stelle). Wer passt, darf in dieser Runde nicht mehr tauschen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="226"/>
        <source>When two players have stood, every other player who has not passed may make one more exchange, and then the hands are shown. The hands are also shown when nobody is left who may exchange. The best hand takes a stake from every other player.</source>
        <translation>Wenn zwei Spieler stehen geblieben sind, darf jeder andere, der nicht gepasst hat, noch einmal tauschen, dann werden die Hände gezeigt. Die Hände werden auch gezeigt, wenn niemand mehr tauschen darf. Die beste Hand erhält von jedem anderen Spieler einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="227"/>
        <source>Pool Commerce</source>
        <translation>Pool-Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="228"/>
        <source>The old game played for a pool. Everyone pays the same into the pool and receives three counters. The best hand of each deal takes an agreed sum from the pool, and the worst hand loses a counter. A player with no counters left sits out. The first player out may **buy a horse**: one counter back, paid into the pool. The last player holding counters takes what is left in the pool.</source>
        <translation>Das alte Spiel um einen Pott. Jeder zahlt gleich viel in den Pott und erhält drei Marken. Die beste Hand jeder Runde nimmt eine vereinbarte Summe aus dem Pott, und die schlechteste Hand verliert eine Marke. Wer keine Marken mehr hat, setzt aus. Wer zuerst ausscheidet, darf **ein Pferd kaufen**: eine Marke zurück, in den Pott bezahlt. Der Letzte mit Marken gewinnt, was im Pott bleibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="229"/>
        <source>The variations</source>
        <translation>Die Varianten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="230"/>
        <source>**Limited Commerce**: the pair is not counted (it is worth its point), or neither the flush nor the pair.</source>
        <translation>**Beschränktes Commerce**: Das Paar zählt nicht (es gilt seine Punkte), oder weder Flush noch Paar.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="231"/>
        <source>**Penalty for the dealer**: a dealer holding a tricon, sequence, flush or pair who is beaten pays a stake to every player, or only to those with better hands.</source>
        <translation>**Strafe für den Geber**: Ein geschlagener Geber mit Tricon, Sequenz, Flush oder Paar zahlt jedem Spieler einen Einsatz oder nur denen mit besseren Händen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="232"/>
        <source>**Extended Commerce**: in the new game, trading goes on until every player has stood.</source>
        <translation>**Erweitertes Commerce**: Im neuen Spiel geht der Handel weiter, bis alle stehen geblieben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="233"/>
        <source>**Continuous dealing**: the dealer keeps the deal until a hand shows a tricon, sequence or flush.</source>
        <translation>**Fortlaufendes Geben**: Der Geber behält das Geben, bis eine Hand ein Tricon, eine Sequenz oder einen Flush zeigt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="235"/>
        <source>The game lasts one round, each player dealing once, unless the house rules set the number of hands (Pool Commerce lasts until one player holds the counters). The player with the most counters gained wins.</source>
        <translation>Das Spiel dauert einen Umgang, jeder gibt einmal, sofern die Hausregeln nicht die Zahl der Runden festlegen (Pool-Commerce dauert, bis ein Spieler alle Marken hält). Wer die meisten Spielmarken gewonnen hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="236"/>
        <source>The new game: buy from the dealer or barter with your neighbour; the first to stand ends the trading.</source>
        <translation>Das neue Spiel: vom Geber kaufen oder mit dem Nachbarn tauschen; wer zuerst stehen bleibt, beendet den Handel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="237"/>
        <source>Commerce: the old game</source>
        <translation>Commerce: das alte Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="238"/>
        <source>Exchanging with three cards face up on the table; the winner takes a stake from each player.</source>
        <translation>Tausch mit drei offenen Karten auf dem Tisch; der Gewinner erhält von jedem Spieler einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="239"/>
        <source>The old game for three counters each; the first out may buy a horse.</source>
        <translation>Das alte Spiel um drei Marken je Spieler; wer zuerst ausscheidet, darf ein Pferd kaufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="240"/>
        <source>Limited Commerce</source>
        <translation>Beschränktes Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="241"/>
        <source>The new game without the pair.</source>
        <translation>Das neue Spiel ohne das Paar.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="242"/>
        <source>Extended Commerce</source>
        <translation>Erweitertes Commerce</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="243"/>
        <source>The new game traded until every player has stood.</source>
        <translation>Das neue Spiel, gehandelt, bis alle stehen geblieben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="244"/>
        <source>Commerce: continuous dealing</source>
        <translation>Commerce: fortlaufendes Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="245"/>
        <source>The dealer keeps the deal until a tricon, sequence or flush is shown, and a beaten dealer holding a combination pays the better hands.</source>
        <translation>Der Geber behält das Geben, bis ein Tricon, eine Sequenz oder ein Flush gezeigt wird, und ein geschlagener Geber mit einer Kombination zahlt den besseren Händen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="246"/>
        <source>how many sit at the table, you included.</source>
        <translation>wie viele am Tisch sitzen, Sie eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="247"/>
        <source>52 cards, or 32 for up to seven players.</source>
        <translation>52 Karten, oder 32 für bis zu sieben Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="248"/>
        <source>the new game, the old game, or Pool Commerce.</source>
        <translation>das neue Spiel, das alte Spiel oder Pool-Commerce.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="249"/>
        <source>every combination, or fewer (Limited Commerce).</source>
        <translation>alle Kombinationen oder weniger (Beschränktes Commerce).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="250"/>
        <source>the one stake of the game.</source>
        <translation>der eine Einsatz des Spiels.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="251"/>
        <source>the counters each player starts with.</source>
        <translation>die Spielmarken, mit denen jeder beginnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="252"/>
        <source>what a beaten dealer holding a combination pays.</source>
        <translation>was ein geschlagener Geber mit einer Kombination zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="253"/>
        <source>trading until every player has stood (the new game).</source>
        <translation>Handel, bis alle stehen geblieben sind (das neue Spiel).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="254"/>
        <source>the dealer keeps the deal until a tricon, sequence or flush.</source>
        <translation>der Geber behält das Geben bis zu einem Tricon, einer Sequenz oder einem Flush.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="255"/>
        <source>how many times round the table before everyone must stand, so that no hand goes on for ever.</source>
        <translation>wie oft es um den Tisch geht, bevor alle stehen bleiben müssen, damit keine Runde ewig dauert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="256"/>
        <source>the counters each player buys (Pool Commerce).</source>
        <translation>die Marken, die jeder kauft (Pool-Commerce).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="257"/>
        <source>what those counters cost (Pool Commerce).</source>
        <translation>was diese Marken kosten (Pool-Commerce).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="258"/>
        <source>what the best hand takes from the pool (Pool Commerce).</source>
        <translation>was die beste Hand aus dem Pott nimmt (Pool-Commerce).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="259"/>
        <source>whether the first player out may buy a horse (Pool Commerce).</source>
        <translation>ob wer zuerst ausscheidet ein Pferd kaufen darf (Pool-Commerce).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="260"/>
        <source>what a horse costs (Pool Commerce).</source>
        <translation>was ein Pferd kostet (Pool-Commerce).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="261"/>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="262"/>
        <source>A pair or a good flush is worth standing on at a small table; at a large one more hands can beat it. Bartering costs nothing, but your neighbour sees the card you give. The Expert computer player counts, for every choice, the chance that its hand ends up the best from the cards it has not seen.</source>
        <translation>An einem kleinen Tisch lohnt es sich, mit einem Paar oder einem guten Flush stehen zu bleiben; an einem großen können mehr Hände es schlagen. Tauschen kostet nichts, aber Ihr Nachbar sieht die Karte, die Sie geben. Der Experte unter den Computerspielern berechnet für jede Wahl die Chance, dass seine Hand am Ende die beste ist, aus den Karten, die er nicht gesehen hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="263"/>
        <source>The other players sit along the top with their cards face down; your cards are at the bottom. The middle shows the pool, the dealer and the stock, and in the old game the three cards on the table. When the hands are shown, every hand is turned face up for a moment and the history names the winner and why.</source>
        <translation>Die anderen Spieler sitzen oben mit verdeckten Karten; Ihre Karten liegen unten. Die Mitte zeigt den Pott, den Geber und den Talon, im alten Spiel auch die drei Karten auf dem Tisch. Werden die Hände gezeigt, liegt jede Hand einen Moment offen, und der Verlauf nennt den Gewinner und den Grund.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="264"/>
        <source>**Choosing a card**: click one of your cards (it is framed), or use the arrow keys.</source>
        <translation>**Eine Karte wählen**: Klicken Sie eine Ihrer Karten an (sie wird umrahmt), oder benutzen Sie die Pfeiltasten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="266"/>
        <source>**Exchanging with the table**: choose one of your cards and one on the table, then press the exchange button.</source>
        <translation>**Mit dem Tisch wechseln**: Wählen Sie eine Ihrer Karten und eine auf dem Tisch, dann drücken Sie den Knopf zum Wechseln.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="267"/>
        <source>A move that is not allowed is refused, and the reason is shown. The history lists every trade.</source>
        <translation>Ein nicht erlaubter Zug wird abgelehnt, und der Grund wird angezeigt. Der Verlauf listet jeden Handel auf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="268"/>
        <source>choose one of your cards</source>
        <translation>eine Ihrer Karten wählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="269"/>
        <source>choose one of the cards on the table (the old game)</source>
        <translation>eine der Karten auf dem Tisch wählen (das alte Spiel)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="270"/>
        <source>press the only button offered</source>
        <translation>den einzigen angebotenen Knopf drücken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="271"/>
        <source>forget the cards chosen</source>
        <translation>die gewählten Karten vergessen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="273"/>
        <source>These rules follow the chapter on Commerce in W. H. Peel&apos;s *Round Games with Cards*, with its old game, Pool Commerce and the variations. Where the book leaves a question open, such as what the dealer pays for buying from the pack, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Diese Regeln folgen dem Kapitel über Commerce in W. H. Peels *Round Games with Cards*, mit dem alten Spiel, Pool-Commerce und den Varianten. Wo das Buch eine Frage offen lässt, etwa was der Geber für einen Kauf vom Kartenspiel zahlt, trifft die App die auf dieser Seite beschriebene Wahl. Alles hier ist in unseren eigenen Worten erzählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="274"/>
        <source>Crazy Eights</source>
        <translation>Crazy Eights</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="275"/>
        <source>A game for two to six players: get rid of your cards by matching the card on top of the pile by suit or by rank; the eights are wild. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Spiel für zwei bis sechs Spieler: Werden Sie Ihre Karten los, indem Sie die oberste Karte des Ablagestapels in Farbe oder Rang bedienen; die Achten sind Joker. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="276"/>
        <source>Be the first to play the last card in your hand.</source>
        <translation>Spielen Sie als Erster die letzte Karte Ihrer Hand aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="277"/>
        <source>Two to six play with one pack of 52 cards. A dealer is picked at random; he deals five cards to each player, or seven when there are only two. The rest of the pack is the **stock**, face down; its top card is turned face up to start the **discard pile**.</source>
        <translation>Zwei bis sechs spielen mit einem Blatt von 52 Karten. Ein Geber wird zufällig bestimmt; er gibt jedem Spieler fünf Karten, oder sieben, wenn nur zwei spielen. Der Rest des Blatts ist der verdeckte **Stapel**; seine oberste Karte wird aufgedeckt und beginnt den **Ablagestapel**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="278"/>
        <source>The player on the dealer&apos;s left plays first, then each player to the left in turn. On your turn you discard one card onto the pile that matches the top card:</source>
        <translation>Der Spieler links vom Geber beginnt, dann jeder reihum nach links. Wenn Sie an der Reihe sind, legen Sie eine Karte auf den Ablagestapel, die zur obersten Karte passt:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="279"/>
        <source>a card of the same **suit**, or</source>
        <translation>eine Karte derselben **Farbe** oder</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="280"/>
        <source>a card of the same **rank** (on the six of diamonds, any six or any diamond), or</source>
        <translation>eine Karte desselben **Rangs** (auf die Karo-Sechs jede Sechs oder jedes Karo) oder</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="281"/>
        <source>an **eight**, whatever the top card: you then name the suit the next player must follow.</source>
        <translation>eine **Acht**, gleich welche Karte oben liegt: Sie sagen dann die Farbe an, die der nächste Spieler bedienen muss.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="282"/>
        <source>After an eight only the suit named, or another eight, may be played. If the card turned up to start the pile is an eight, the first player chooses the suit by playing any card he likes.</source>
        <translation>Nach einer Acht darf nur die angesagte Farbe oder eine weitere Acht gespielt werden. Ist die aufgedeckte erste Karte eine Acht, wählt der erste Spieler die Farbe, indem er eine beliebige Karte spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="283"/>
        <source>If you cannot play, you draw the top card of the stock and the turn passes to the next player. You may not draw while you hold a card you can play.</source>
        <translation>Können Sie nicht spielen, ziehen Sie die oberste Karte des Stapels, und der nächste Spieler ist dran. Solange Sie eine spielbare Karte haben, dürfen Sie nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="284"/>
        <source>The deal ends as soon as a player discards his last card: he wins.</source>
        <translation>Die Runde endet, sobald ein Spieler seine letzte Karte ablegt: Er gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="285"/>
        <source>When the stock runs out</source>
        <translation>Wenn der Stapel leer ist</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="286"/>
        <source>The book says nothing about an empty stock. By default the discard pile, all but its top card, is shuffled to make a new stock. As a house rule a player who cannot play simply passes instead. When nobody can play and nothing is left to draw, the deal is blocked: the player whose cards count lowest (see [Scoring](#scoring)) wins it.</source>
        <translation>Das Buch sagt nichts über einen leeren Stapel. Üblicherweise wird der Ablagestapel bis auf seine oberste Karte zu einem neuen Stapel gemischt. Als Hausregel passt stattdessen, wer nicht spielen kann. Kann niemand spielen und ist nichts mehr zu ziehen, ist die Runde blockiert: Der Spieler mit dem niedrigsten Kartenwert (siehe [Wertung](#scoring)) gewinnt sie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="287"/>
        <source>The book plays a single game. The house rules offer points as well, counting the cards left in hand:</source>
        <translation>Das Buch spielt eine einzige Partie. Die Hausregeln bieten auch Punkte an und zählen die Karten, die auf der Hand bleiben:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="288"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="289"/>
        <source>an eight</source>
        <translation>eine Acht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="290"/>
        <source>a king, queen or jack</source>
        <translation>ein König, eine Dame oder ein Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="291"/>
        <source>any other card</source>
        <translation>jede andere Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="292"/>
        <source>its pips (an ace 1)</source>
        <translation>ihr Augenwert (ein Ass 1)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="293"/>
        <source>**Penalty points**: every player still holding cards is charged their count. When someone reaches the target the game ends, and the lowest total wins.</source>
        <translation>**Strafpunkte**: Jeder Spieler, der noch Karten hält, erhält ihren Wert angerechnet. Erreicht jemand das Ziel, endet die Partie, und die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="294"/>
        <source>**The winner scores**: the player who goes out scores the count of every other hand; the first to reach the target wins.</source>
        <translation>**Der Gewinner zählt**: Wer ausgeht, erhält den Wert aller anderen Hände; wer zuerst das Ziel erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="295"/>
        <source>The book&apos;s game for three: one deal, the first out wins.</source>
        <translation>Das Spiel des Buchs zu dritt: eine Runde, wer zuerst ausgeht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="296"/>
        <source>Crazy Eights, penalty points</source>
        <translation>Crazy Eights, Strafpunkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="297"/>
        <source>Four players; cards left in hand count against you; at 100 the lowest total wins. A player who cannot play draws until he can.</source>
        <translation>Vier Spieler; Karten auf der Hand zählen gegen Sie; bei 100 gewinnt die niedrigste Summe. Wer nicht spielen kann, zieht, bis er es kann.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="298"/>
        <source>Crazy Eights, the winner scores</source>
        <translation>Crazy Eights, der Gewinner zählt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="299"/>
        <source>Two players; whoever goes out scores the other hand; first to 100. An empty stock means passing.</source>
        <translation>Zwei Spieler; wer ausgeht, erhält den Wert der anderen Hand; bis 100. Bei leerem Stapel wird gepasst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="300"/>
        <source>two to six, you included; seven cards each for two, five for more.</source>
        <translation>zwei bis sechs, Sie eingeschlossen; sieben Karten für jeden zu zweit, fünf bei mehr.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="301"/>
        <source>one game, penalty points, or the winner scoring the cards left.</source>
        <translation>eine Partie, Strafpunkte oder der Gewinner zählt die übrigen Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="302"/>
        <source>with points, the total that ends the game.</source>
        <translation>mit Punkten die Summe, die die Partie beendet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="303"/>
        <source>one card and the turn passes, or draw until you can play.</source>
        <translation>eine Karte, und der Nächste ist dran, oder ziehen, bis Sie spielen können.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="304"/>
        <source>shuffle the discards into a new stock, or pass.</source>
        <translation>den Ablagestapel zu einem neuen Stapel mischen, oder passen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="305"/>
        <source>Keep your eights: an eight always plays, so it is the safest last card. Play the suit you hold most of, and when you play an eight name that suit. Watch what the others draw on: a player who drew rather than follow a suit is short of it.</source>
        <translation>Behalten Sie Ihre Achten: Eine Acht passt immer und ist deshalb die sicherste letzte Karte. Spielen Sie die Farbe, von der Sie am meisten haben, und sagen Sie diese Farbe an, wenn Sie eine Acht spielen. Achten Sie darauf, wann die anderen ziehen: Wer gezogen hat, statt eine Farbe zu bedienen, hat wenig davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="306"/>
        <source>The computer players sit along the top; the number of cards in each hand is written on their name plates. In the middle lie the stock, with the number of cards left, and the discard pile. After an eight the suit named is written in large letters under the pile.</source>
        <translation>Die Computerspieler sitzen oben; die Zahl der Karten in jeder Hand steht auf ihren Namensschildern. In der Mitte liegen der Stapel, mit der Zahl der übrigen Karten, und der Ablagestapel. Nach einer Acht steht die angesagte Farbe in großen Buchstaben unter dem Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="307"/>
        <source>Click a card to play it; the cards you may play are marked. When you play an eight, a button for each suit asks which suit to name. When you cannot play, click the stock (or press `D`, or the Draw button) to draw. A card that does not match is refused with the reason.</source>
        <translation>Klicken Sie eine Karte an, um sie zu spielen; die spielbaren Karten sind markiert. Spielen Sie eine Acht, fragt je eine Schaltfläche pro Farbe, welche Farbe Sie ansagen. Können Sie nicht spielen, klicken Sie den Stapel an (oder drücken Sie `D` oder die Schaltfläche zum Ziehen). Eine Karte, die nicht passt, wird mit Begründung abgelehnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="309"/>
        <source>draw from the stock</source>
        <translation>vom Stapel ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="310"/>
        <source>press that button (Draw, Pass, Play again)</source>
        <translation>diese Schaltfläche drücken (Karte ziehen, Passen, Nochmal spielen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="311"/>
        <source>These rules follow the rules of play of Crazy Eights in *The Book of Card Games*. The book gives no scoring and no rule for an empty stock; the ways offered here are the usual ones.</source>
        <translation>Diese Regeln folgen den Spielregeln von Crazy Eights in *The Book of Card Games*. Das Buch nennt keine Wertung und keine Regel für einen leeren Stapel; die hier angebotenen sind die üblichen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="466"/>
        <source>When a game is over, **Play again** starts a new one with the same rules and players and a fresh shuffle. Game ▸ Statistics… keeps your results.</source>
        <translation>Ist ein Spiel vorbei, beginnt **Nochmal spielen** ein neues mit denselben Regeln und Spielern und neu gemischten Karten. Spiel ▸ Statistik… bewahrt Ihre Ergebnisse auf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="467"/>
        <source>With *After the show, wait for me to continue (Cribbage)* ticked in Settings ▸ Options, the cards of the show stay on the table after the count: look them over with the score history, then press **Continue to the next deal** (or `Space`).</source>
        <translation>Ist *Nach dem Zählen warten, bis ich weitermache (Cribbage)* unter Einstellungen ▸ Optionen angekreuzt, bleiben die Karten des Zählens nach der Abrechnung auf dem Tisch: Sehen Sie sie sich zusammen mit dem Spielverlauf an und drücken Sie dann **Weiter zur nächsten Runde** (oder `Space`).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="468"/>
        <source>The five-, six- and seven-card games, the board and the lurch follow *Hoyle&apos;s Games Modernized* (1909); the finer points of the play follow the ninth edition of the *Encyclopaedia Britannica*; today&apos;s six-card game, skunks, muggins and the partnership game follow *The Book of Card Games*. Where they disagree, the older rule is the default and the other is a house rule.</source>
        <translation>Das Fünf-, Sechs- und Sieben-Karten-Spiel, das Brett und der Lurch folgen *Hoyle&apos;s Games Modernized* (1909); die Feinheiten des Ausspielens folgen der neunten Auflage der *Encyclopaedia Britannica*; das heutige Sechs-Karten-Spiel, Schneider, Muggins und das Partnerspiel folgen *The Book of Card Games*. Wo sie sich widersprechen, ist die ältere Regel die Vorgabe und die andere eine Hausregel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="470"/>
        <source>Runs of five cards at most, each card with its call from Snip to Jig, for three to eight players; the first out wins. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Folgen von höchstens fünf Karten, jede Karte mit ihrem Ruf von Snip bis Jig, für drei bis acht Spieler; wer als Erster ausgeht, gewinnt. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Spieltisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="471"/>
        <source>Jig is played like Pope Joan, but a run is never more than five cards long, and each card gets a call as it is played: **Snip**, **Snap**, **Snorum**, **Hicockalorum** and **Jig**.</source>
        <translation>Jig wird wie Pope Joan gespielt, aber eine Folge ist nie länger als fünf Karten, und zu jeder Karte gehört beim Spielen ein Ruf: **Snip**, **Snap**, **Snorum**, **Hicockalorum** und **Jig**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="474"/>
        <source>The full pack of 52 cards is used, with nothing taken out. The jack is called the *knave*, as in Pope Joan.</source>
        <translation>Gespielt wird mit dem vollen Kartenspiel aus 52 Karten; keine Karte wird herausgenommen. Der Bube heißt in den englischen Regeln *knave*, wie bei Pope Joan.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="477"/>
        <source>In Peel&apos;s game nothing is staked before the deal: the only payments are those for cards left in hand. The house rules can add a **pool**, staked at every deal by everyone or by the dealer alone, which the first player out takes.</source>
        <translation>In Peels Spiel wird vor dem Geben nichts gesetzt: Die einzigen Zahlungen sind die für Restkarten auf der Hand. Die Hausregeln können einen **Pott** hinzufügen, in den in jeder Runde alle oder nur der Geber setzen und den gewinnt, wer als Erster ausgeht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="479"/>
        <source>The card led is called **Snip**. The next card up is **Snap**, the one after it **Snorum**, then **Hicockalorum**, and the fifth card of the run is **Jig**. Jig ends the run, and its player leads the next one with any card.</source>
        <translation>Die ausgespielte Karte heißt **Snip**. Die nächsthöhere ist **Snap**, die danach **Snorum**, dann kommt **Hicockalorum**, und die fünfte Karte der Folge ist **Jig**. Jig beendet die Folge, und wer ihn gespielt hat, eröffnet die nächste mit einer beliebigen Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="482"/>
        <source>When nobody can play the next card, the run ends. The card played last is called a **stop**, and its player leads again: any card from their hand, starting a new run.</source>
        <translation>Kann niemand die nächste Karte spielen, endet die Folge. Die zuletzt gespielte Karte heißt **Stopper**, und wer sie gespielt hat, spielt erneut aus: eine beliebige Karte seiner Hand, mit der eine neue Folge beginnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="486"/>
        <source>The player of a stop adds Jig to the call, as in **Snap-Jig** or **Snorum-Jig**, and leads next, just as the player of a Jig does.</source>
        <translation>Wer einen Stopper spielt, hängt Jig an den Ruf an, etwa **Snap-Jig** oder **Snorum-Jig**, und spielt als Nächster aus, genau wie der, der einen Jig spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="499"/>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="501"/>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="503"/>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="504"/>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="505"/>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="506"/>
        <source>knave</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="507"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="508"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="509"/>
        <source>ten, knave, queen or king</source>
        <translation>Zehn, Bube, Dame oder König</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="510"/>
        <source>none: the king ends the run sooner</source>
        <translation>keiner: Der König beendet die Folge schon vorher</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="596"/>
        <source>**Pace**: the box in the side panel (or Options) sets how long each number stays called: slow, normal or fast. When the time is up the next number is drawn; a number you missed stays open.</source>
        <translation>**Tempo**: Das Feld in der Seitenleiste (oder in den Optionen) legt fest, wie lange jede Zahl ausgerufen bleibt: langsam, normal oder schnell. Ist die Zeit um, wird die nächste Zahl gezogen; eine verpasste Zahl bleibt offen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="597"/>
        <source>**Cover for me**: tick it (in the side panel or in Options) and the table covers your numbers and claims your prizes, so that you can simply watch.</source>
        <translation>**Für mich abdecken**: Kreuzen Sie es an (in der Seitenleiste oder in den Optionen), dann deckt der Tisch Ihre Zahlen ab und beansprucht Ihre Gewinne, und Sie können einfach zuschauen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="598"/>
        <source>**Reading aloud**: in Options, the calls can be read aloud by your computer&apos;s own voice, where it has a speech program.</source>
        <translation>**Vorlesen**: In den Optionen können die Ausrufe von der eigenen Stimme Ihres Computers vorgelesen werden, sofern er ein Sprachprogramm hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="600"/>
        <source>**Giving a card back** (second method): choose one of your cards and press **Give back card 5** (its number); it goes back among the cards laid aside, and what you paid for it stays in the pool. Your last card cannot be given back.</source>
        <translation>**Eine Karte zurückgeben** (zweite Methode): Wählen Sie eine Ihrer Karten und drücken Sie **Karte 5 zurückgeben** (ihre Nummer); sie kommt zu den beiseitegelegten Karten zurück, und was Sie für sie bezahlt haben, bleibt im Pott. Ihre letzte Karte können Sie nicht zurückgeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="605"/>
        <source>digits, then `Enter` (second method)</source>
        <translation>Ziffern, dann `Enter` (zweite Methode)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="606"/>
        <source>choose the card with that number, as a click on it would</source>
        <translation>die Karte mit dieser Nummer wählen, wie ein Klick darauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="613"/>
        <source>My Bird Sings</source>
        <translation>Mein Vogel singt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="614"/>
        <source>A round game of passing cards to the left until someone holds four of a suit or one of each suit, for three to thirteen players. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Rundenspiel, bei dem Karten nach links weitergegeben werden, bis jemand vier einer Farbe oder eine von jeder Farbe hält, für drei bis dreizehn Spieler. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="615"/>
        <source>Be the first to hold a singing hand: four cards of one suit, or four cards of four different suits. Then your bird sings, and you take the pool.</source>
        <translation>Halten Sie als Erster eine singende Hand: vier Karten einer Farbe oder vier Karten aus vier verschiedenen Farben. Dann singt Ihr Vogel, und Sie gewinnen den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="616"/>
        <source>The full pack of 52 cards is used for up to thirteen players, or the 32-card pack (ace, and seven to king in each suit) for up to eight.</source>
        <translation>Gespielt wird mit dem vollen Kartenspiel von 52 Karten für bis zu dreizehn Spieler oder mit dem 32-Blatt (Ass und Sieben bis König in jeder Farbe) für bis zu acht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="617"/>
        <source>Everyone puts a stake into the pool and the dealer puts in one more. Each player receives four cards.</source>
        <translation>Jeder legt einen Einsatz in den Pott, und der Geber einen mehr. Jeder Spieler erhält vier Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="618"/>
        <source>The player on the dealer&apos;s left begins. On your turn, if your cards sing you say so and win. Otherwise a card passes to your left-hand neighbour, in one of two ways:</source>
        <translation>Der Spieler links vom Geber beginnt. Wenn Sie dran sind und Ihre Karten singen, sagen Sie es und gewinnen. Sonst geht eine Karte an Ihren linken Nachbarn, auf eine von zwei Arten:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="619"/>
        <source>**Throwing** (the first method): you throw one card face down to your neighbour.</source>
        <translation>**Werfen** (die erste Art): Sie werfen Ihrem Nachbarn eine Karte verdeckt zu.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="620"/>
        <source>**Drawing** (the second method): your neighbour draws one card unseen from your hand.</source>
        <translation>**Ziehen** (die zweite Art): Ihr Nachbar zieht verdeckt eine Karte aus Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="621"/>
        <source>The neighbour now holds five cards; if four of them sing, their bird sings. If not, they pass a card on in the same way, and so the cards go round the table.</source>
        <translation>Der Nachbar hält nun fünf Karten; singen vier davon, singt sein Vogel. Wenn nicht, gibt er auf dieselbe Weise eine Karte weiter, und so gehen die Karten um den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="622"/>
        <source>The stock</source>
        <translation>Der Talon</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="623"/>
        <source>After three rounds, each time the turn comes back to the leader, the leader may throw one card out of the game and take the top card of the stock instead. A stock card of the same suit as the card thrown out is passed over, and the next one taken.</source>
        <translation>Nach drei Umläufen darf der Vorhandspieler jedes Mal, wenn er wieder dran ist, eine Karte aus dem Spiel werfen und dafür die oberste Karte des Talons nehmen. Eine Talonkarte derselben Farbe wie die abgeworfene wird übergangen und die nächste genommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="624"/>
        <source>**Flushes only**: only four cards of one suit sing.</source>
        <translation>**Nur Flushes**: Nur vier Karten einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="625"/>
        <source>**Three cards**: three cards each; three of one suit sing.</source>
        <translation>**Drei Karten**: drei Karten für jeden; drei einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="626"/>
        <source>**Through the whole pack**: a singing hand is turned down as a trick and its player takes four fresh cards from the stock; play goes on until the stock is out, and the most tricks take the pool (equal tricks share it).</source>
        <translation>**Durch das ganze Kartenspiel**: Eine singende Hand wird als Stich verdeckt abgelegt, und ihr Spieler nimmt vier frische Karten vom Talon; gespielt wird, bis der Talon aufgebraucht ist, und die meisten Stiche gewinnen den Pott (gleich viele Stiche teilen ihn).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="627"/>
        <source>The game lasts one round, each player dealing once, unless the house rules say otherwise. If no bird sings in the longest deal the house rules allow, the pool stays for the next deal. The player with the most counters gained wins.</source>
        <translation>Das Spiel dauert einen Umgang, jeder gibt einmal, sofern die Hausregeln nichts anderes sagen. Singt in der längsten Runde, die die Hausregeln erlauben, kein Vogel, bleibt der Pott für die nächste Runde. Wer die meisten Spielmarken gewonnen hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="628"/>
        <source>Cards thrown to the left; four of a suit or one of each suit sing.</source>
        <translation>Karten nach links geworfen; vier einer Farbe oder eine von jeder Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="629"/>
        <source>My Bird Sings: drawn from the hand</source>
        <translation>Mein Vogel singt: aus der Hand gezogen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="630"/>
        <source>Your left-hand neighbour draws a card unseen from your hand.</source>
        <translation>Ihr linker Nachbar zieht verdeckt eine Karte aus Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="631"/>
        <source>My Bird Sings: flushes only</source>
        <translation>Mein Vogel singt: nur Flushes</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="632"/>
        <source>Only four cards of one suit sing.</source>
        <translation>Nur vier Karten einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="633"/>
        <source>My Bird Sings: three cards</source>
        <translation>Mein Vogel singt: drei Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="634"/>
        <source>Three cards each; three of one suit sing.</source>
        <translation>Drei Karten für jeden; drei einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="635"/>
        <source>My Bird Sings through the pack</source>
        <translation>Mein Vogel singt durch das ganze Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="636"/>
        <source>Each song is a trick; the most tricks take the pool.</source>
        <translation>Jeder Gesang ist ein Stich; die meisten Stiche gewinnen den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="637"/>
        <source>52 cards, or 32 for up to eight players.</source>
        <translation>52 Karten, oder 32 für bis zu acht Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="638"/>
        <source>throwing a card, or having one drawn from your hand.</source>
        <translation>eine Karte werfen oder eine aus Ihrer Hand ziehen lassen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="639"/>
        <source>whether only four of one suit sing.</source>
        <translation>ob nur vier einer Farbe singen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="640"/>
        <source>four cards each, or three.</source>
        <translation>vier Karten für jeden oder drei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="641"/>
        <source>playing through the whole pack for tricks.</source>
        <translation>das ganze Kartenspiel um Stiche durchspielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="642"/>
        <source>what each player stakes at every deal.</source>
        <translation>was jeder in jeder Runde setzt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="643"/>
        <source>how many deals make the game.</source>
        <translation>wie viele Runden das Spiel dauert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="644"/>
        <source>the rounds before the leader may use the stock.</source>
        <translation>die Umläufe, bevor der Vorhandspieler den Talon nutzen darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="645"/>
        <source>the longest a deal may go on without a song.</source>
        <translation>wie lange eine Runde ohne Gesang höchstens dauert.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="646"/>
        <source>Keep the suit you hold most of, unless three different suits are already in your hand. Watch what you give your left-hand neighbour: a suit you keep handing on may be the one they collect.</source>
        <translation>Behalten Sie die Farbe, von der Sie am meisten haben, außer Sie halten schon drei verschiedene Farben. Achten Sie darauf, was Sie Ihrem linken Nachbarn geben: Eine Farbe, die Sie ihm immer wieder reichen, sammelt er vielleicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="647"/>
        <source>The other players sit along the top with their cards face down; your cards are at the bottom. The middle shows the pool, the dealer, the stock and the round.</source>
        <translation>Die anderen Spieler sitzen oben mit verdeckten Karten; Ihre Karten liegen unten. Die Mitte zeigt den Pott, den Geber, den Talon und den Umlauf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="648"/>
        <source>**Throwing**: click one of your cards (or choose it with the arrow keys) and press the throw button, or double-click the card.</source>
        <translation>**Werfen**: Klicken Sie eine Ihrer Karten an (oder wählen Sie sie mit den Pfeiltasten) und drücken Sie den Knopf zum Werfen, oder doppelklicken Sie die Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="649"/>
        <source>**Drawing**: click one of the face-down cards of the player on your right, or press its number.</source>
        <translation>**Ziehen**: Klicken Sie eine der verdeckten Karten des Spielers rechts von Ihnen an, oder drücken Sie ihre Nummer.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="650"/>
        <source>**Singing**: when your cards sing, the sing button is the only move.</source>
        <translation>**Singen**: Wenn Ihre Karten singen, ist der Knopf zum Singen der einzige Zug.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="651"/>
        <source>**The stock**: when you lead after three rounds, choose a card and press the change button, or make no change.</source>
        <translation>**Der Talon**: Wenn Sie nach drei Umläufen vorn sind, wählen Sie eine Karte und drücken den Knopf zum Tauschen, oder tauschen Sie nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="652"/>
        <source>A move that is not allowed is refused, and the reason is shown. The history lists every card passed to you or by you, and every song.</source>
        <translation>Ein nicht erlaubter Zug wird abgelehnt, und der Grund wird angezeigt. Der Verlauf listet jede Karte auf, die Sie erhalten oder weitergeben, und jeden Gesang.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="653"/>
        <source>digits</source>
        <translation>Ziffern</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="654"/>
        <source>draw that card from your right-hand neighbour (the second method)</source>
        <translation>diese Karte von Ihrem rechten Nachbarn ziehen (die zweite Art)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="655"/>
        <source>forget the card chosen</source>
        <translation>die gewählte Karte vergessen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="656"/>
        <source>These rules follow the chapter on My Bird Sings in W. H. Peel&apos;s *Round Games with Cards*, with both methods of passing and its variations. Where the book leaves a question open, such as a deal in which no bird sings, the app makes the choice described on this page. Everything here is told in our own words.</source>
        <translation>Diese Regeln folgen dem Kapitel über My Bird Sings in W. H. Peels *Round Games with Cards*, mit beiden Arten des Weitergebens und seinen Varianten. Wo das Buch eine Frage offen lässt, etwa eine Runde, in der kein Vogel singt, trifft die App die auf dieser Seite beschriebene Wahl. Alles hier ist in unseren eigenen Worten erzählt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="727"/>
        <source>as Peel describes the table: after each stop the cards played are turned face down onto one pile, and the history names no cards, so you must remember what has gone. Without it every played card stays face up in its suit&apos;s row.</source>
        <translation>wie Peel den Tisch beschreibt: Nach jedem Stopper kommen die gespielten Karten verdeckt auf einen Stapel, und der Verlauf nennt keine Karten; Sie müssen sich also merken, was gespielt ist. Ohne diese Regel bleibt jede gespielte Karte offen in der Reihe ihrer Farbe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="734"/>
        <source>You sit at the bottom with your cards face up; the computer players sit round the table in the order of play, the next one on your left. Under each name are the tricks that player has won this hand and who deals. In partnerships a coloured square marks the sides: partners share a colour.</source>
        <translation>Sie sitzen unten mit offenen Karten; die Computerspieler sitzen in Spielreihenfolge um den Tisch, der nächste links von Ihnen. Unter jedem Namen stehen die Stiche, die dieser Spieler in dieser Runde gewonnen hat, und wer gibt. In Partnerschaften kennzeichnet ein farbiges Quadrat die Seiten: Partner haben dieselbe Farbe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="735"/>
        <source>The trump suit and the turn-up stay in the top left corner, with the scores or the pool beneath them. Each card of the trick lies between the middle of the table and the player who played it, so you can see who played what; a finished trick stays, dimmed, until the next card is led.</source>
        <translation>Die Trumpffarbe und die aufgedeckte Karte bleiben oben links, darunter der Spielstand oder der Pott. Jede Karte des Stichs liegt zwischen der Tischmitte und dem Spieler, der sie gespielt hat, so sehen Sie, wer was gespielt hat; ein fertiger Stich bleibt abgedunkelt liegen, bis die nächste Karte ausgespielt wird.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="736"/>
        <source>Click a card (or drag it towards the middle) to play it. When you follow, the cards you may play are marked; any other card is refused, and the prompt says why. Begging, giving, robbing and the other choices are buttons beside the table.</source>
        <translation>Klicken Sie auf eine Karte (oder ziehen Sie sie zur Mitte), um sie zu spielen. Wenn Sie bedienen, sind die erlaubten Karten markiert; jede andere Karte wird abgelehnt, und die Aufforderung sagt, warum. Betteln, Geben, Rauben und die anderen Entscheidungen sind Schaltflächen neben dem Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="737"/>
        <source>press that button (Beg, Stand, Play again…)</source>
        <translation>diese Schaltfläche drücken (Betteln, Bleiben, Nochmal spielen…)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="738"/>
        <source>The history on the right lists every card played, every trick and every point or counter won, in order.</source>
        <translation>Der Verlauf rechts listet der Reihe nach jede gespielte Karte, jeden Stich und jeden gewonnenen Punkt oder jede Spielmarke.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="798"/>
        <source>the board dressed for the first deal only; the first player out takes only Game, and the payments for cards left in hand go onto the board instead.</source>
        <translation>das Brett wird nur für die erste Runde besetzt; wer zuerst keine Karten mehr hat, nimmt nur Spiel, und die Zahlungen für Karten auf der Hand gehen stattdessen auf das Brett.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="800"/>
        <source>In this popular variation the board is dressed for the first deal only, so that its winner has a Game to take. After that the dealer puts a single stake on it before each deal. When someone goes out, the winner takes Game and nothing more: the others pay their stakes for cards left in hand onto the board. The holder of an unplayed Pope is still let off.</source>
        <translation>In dieser beliebten Variante wird das Brett nur für das erste Spiel besetzt, damit dessen Gewinner ein Spiel zu nehmen hat. Danach setzt der Geber vor jedem Geben einen einzigen Einsatz darauf. Geht jemand aus, nimmt der Gewinner Spiel und sonst nichts: Die anderen zahlen ihre Einsätze für die Karten auf der Hand auf das Brett. Wer den ungespielten Papst hält, bleibt weiterhin verschont.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="804"/>
        <source>the least a dressing puts on the board: fifteen or more in Peel&apos;s game, twelve or more for five compartments.</source>
        <translation>das Mindeste, womit das Brett besetzt wird: fünfzehn oder mehr in Peels Spiel, zwölf oder mehr bei fünf Fächern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="805"/>
        <source>a fixed share for each player when everyone dresses, the dealer paying double; a share too small to reach the counters on the board is raised. 0 takes the smallest share that reaches the total.</source>
        <translation>ein fester Anteil je Spieler, wenn alle das Brett besetzen, der Geber zahlt doppelt; ein Anteil, der die Spielmarken auf dem Brett nicht erreicht, wird erhöht. 0 nimmt den kleinsten Anteil, der die Summe erreicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="812"/>
        <source>whenever a run stops because the next card cannot be had (in the spare hand, turned up or taken out; not after a king nor for a card already played), the holder of the unplayed Pope may play it in place of the missing card, taking its winnings, and the run goes on from there. If the [9S] is a stop, the Pope stands for the [TS], and the holder of the [JS] plays next.</source>
        <translation>wenn eine Folge stoppt, weil die nächste Karte nicht zu haben ist (in der toten Hand, aufgedeckt oder herausgenommen; nicht nach einem König und nicht für eine schon gespielte Karte), darf der Inhaber des ungespielten Papstes ihn anstelle der fehlenden Karte spielen, nimmt seinen Gewinn, und die Folge geht von dort weiter. Ist [9S] ein Stopper, steht der Papst für [TS], und der Inhaber von [JS] spielt als Nächster.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="822"/>
        <source>With that rule, when a run stops for want of a card and you hold the Pope, the table waits for you and offers two buttons: **Play the Pope in lieu** (clicking the nine of diamonds does the same) and **Pass**. When you played the stop yourself, **Play the Pope in lieu** is offered beside your lead instead.</source>
        <translation>Mit dieser Regel wartet der Tisch auf Sie, wenn eine Folge mangels einer Karte stoppt und Sie den Papst halten, und bietet zwei Schaltflächen an: **Papst als Ersatz spielen** (ein Klick auf die Karo-Neun tut dasselbe) und **Passen**. Haben Sie den Stopper selbst gespielt, wird **Papst als Ersatz spielen** stattdessen neben Ihrem Ausspiel angeboten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="823"/>
        <source>When another player holds the Pope, that player decides without the table pausing, so a stop looks the same wherever the Pope lies.</source>
        <translation>Hält ein anderer Spieler den Papst, entscheidet er, ohne dass der Tisch innehält; ein Stopper sieht also gleich aus, wo immer der Papst liegt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="826"/>
        <source>Snip-Snap-Snorum</source>
        <translation>Snip-Snap-Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="827"/>
        <source>A round game for two to ten players with five counters each: pair the card just played, Snip, Snap and Snorum making its player pay into the pool, and be the last one in. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Rundspiel für zwei bis zehn Spieler mit je fünf Spielmarken: paaren Sie die eben gespielte Karte – Snip, Snap und Snorum lassen ihren Spieler in den Pott zahlen – und bleiben Sie als Letzter übrig. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="828"/>
        <source>Each player in turn plays a card face up. Whoever plays a card of the same rank as the card played just before him **pairs** it, and the player he paired pays counters into the pool. Keep your counters longer than everyone else and the pool is yours.</source>
        <translation>Reihum spielt jeder eine Karte offen aus. Wer eine Karte gleichen Rangs spielt wie die Karte unmittelbar vor ihm, **paart** sie, und der gepaarte Spieler zahlt Spielmarken in den Pott. Behalten Sie Ihre Spielmarken länger als alle anderen, und der Pott gehört Ihnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="829"/>
        <source>Players, cards and counters</source>
        <translation>Spieler, Karten und Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="830"/>
        <source>Two to ten play with the full pack of 52 cards; with the short pack of 32 (sevens up to aces) six at most. Everyone starts with five counters.</source>
        <translation>Zwei bis zehn spielen mit dem ganzen Kartenspiel von 52 Karten; mit dem kurzen Spiel von 32 Karten (Sieben bis Ass) höchstens sechs. Jeder beginnt mit fünf Spielmarken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="831"/>
        <source>The dealer gives everyone five cards, one at a time from his left; the rest of the pack is the **stock**, left face down. The player on the dealer&apos;s left plays first.</source>
        <translation>Der Geber gibt jedem fünf Karten, einzeln, links beginnend; der Rest des Kartenspiels ist der **Stapel** und bleibt verdeckt liegen. Der Spieler links vom Geber spielt zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="832"/>
        <source>The play: Snip, Snap and Snorum</source>
        <translation>Das Spiel: Snip, Snap und Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="833"/>
        <source>The first player plays any card. The next player on the left must pair it if he holds a card of its rank; otherwise he plays any card he likes, and so on round the table.</source>
        <translation>Der erste Spieler spielt eine beliebige Karte. Der nächste Spieler links muss sie paaren, wenn er eine Karte ihres Rangs hat; sonst spielt er eine beliebige Karte, und so weiter reihum.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="834"/>
        <source>**Snip** — the first pairing: the player paired pays 1 counter</source>
        <translation>**Snip** — die erste Paarung: der gepaarte Spieler zahlt 1 Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="835"/>
        <source>**Snap** — the Snip card paired in its turn: the player who called Snip pays 2</source>
        <translation>**Snap** — die Snip-Karte wird ihrerseits gepaart: wer Snip gerufen hat, zahlt 2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="836"/>
        <source>**Snorum** — the Snap card paired, the last of the four: the player who called Snap pays 3</source>
        <translation>**Snorum** — die Snap-Karte wird gepaart, die letzte der vier: wer Snap gerufen hat, zahlt 3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="837"/>
        <source>Only the card played immediately before can be paired: any other card in between breaks the chain, and the next card of the rank is a fresh Snip. When all four of a rank are out, the next player starts afresh with any card.</source>
        <translation>Nur die unmittelbar vorher gespielte Karte kann gepaart werden: jede andere Karte dazwischen unterbricht die Kette, und die nächste Karte des Rangs ist wieder ein Snip. Sind alle vier eines Rangs heraus, beginnt der nächste Spieler neu mit einer beliebigen Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="838"/>
        <source>When everyone has played his five cards, the deal passes to the left and five new cards are dealt from a freshly shuffled pack.</source>
        <translation>Hat jeder seine fünf Karten gespielt, geht das Geben nach links weiter, und aus einem frisch gemischten Kartenspiel werden fünf neue Karten gegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="839"/>
        <source>Leaving the table and the end</source>
        <translation>Ausscheiden und Spielende</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="840"/>
        <source>A player who pays his last counter is out of the game at once. If he still holds cards, they go face down onto the stock, unseen, and he is dealt no more. A player who owes more than he has pays what he has.</source>
        <translation>Wer seine letzte Spielmarke zahlt, scheidet sofort aus. Hält er noch Karten, kommen sie verdeckt und ungesehen auf den Stapel, und er bekommt keine mehr. Wer mehr schuldet, als er hat, zahlt, was er hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="841"/>
        <source>When only one player has counters left, he is the winner and takes the whole pool.</source>
        <translation>Hat nur noch ein Spieler Spielmarken, gewinnt er und nimmt den ganzen Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="842"/>
        <source>If you play again at the same table (Play Again), the first player out in the game just finished deals the first hand of the new game; a new table cuts for the deal as above. When the first out of cards wins, the player who went out first in the last deal deals the next game.</source>
        <translation>Spielen Sie am selben Tisch noch einmal (Nochmal spielen), gibt der Spieler, der in der eben beendeten Partie als Erster ausgeschieden ist, die erste Runde der neuen Partie; an einem neuen Tisch wird wie oben um das Geben gezogen. Gewinnt, wer zuerst keine Karten mehr hat, gibt der Spieler die nächste Partie, der in der letzten Runde zuerst ausgespielt hatte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="843"/>
        <source>Peel&apos;s game: five cards each, pairing when you can, the last one in taking the pool.</source>
        <translation>Peels Spiel: fünf Karten für jeden, gepaart wird, wann immer man kann, und wer als Letzter übrig bleibt, nimmt den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="844"/>
        <source>Snip-Snap-Snorum, the whole pack dealt</source>
        <translation>Snip-Snap-Snorum, das ganze Kartenspiel verteilt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="846"/>
        <source>Snip-Snap-Snorum, first out wins</source>
        <translation>Snip-Snap-Snorum, wer zuerst ausgeht, gewinnt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="847"/>
        <source>The whole pack dealt and counters unlimited (an empty purse is filled again): the first player out of cards takes the pool at every deal, for a set number of deals.</source>
        <translation>Das ganze Kartenspiel verteilt und Spielmarken unbegrenzt (eine leere Kasse wird wieder aufgefüllt): wer zuerst keine Karten mehr hat, nimmt in jeder Runde den Pott, eine feste Zahl von Runden lang.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="848"/>
        <source>Turn-up Snip</source>
        <translation>Turn-up Snip</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="849"/>
        <source>The dealer turns up the top card of the stock, and the first player must pair it if he can; the pool then pays him one counter.</source>
        <translation>Der Geber deckt die oberste Karte des Stapels auf, und der erste Spieler muss sie paaren, wenn er kann; dann zahlt ihm der Pott eine Spielmarke.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="850"/>
        <source>how many sit at the table, you included: two to ten, or six at most with 32 cards. The New Game dialog lets you change it each time.</source>
        <translation>wie viele am Tisch sitzen, Sie eingeschlossen: zwei bis zehn, höchstens sechs mit 32 Karten. Im Dialog Neues Spiel können Sie es jedes Mal ändern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="851"/>
        <source>the counters each player starts with; a player who has lost them all is out.</source>
        <translation>die Spielmarken, mit denen jeder Spieler beginnt; wer alle verloren hat, scheidet aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="852"/>
        <source>the full pack, or the 32 cards from the sevens up.</source>
        <translation>das ganze Kartenspiel oder die 32 Karten ab der Sieben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="853"/>
        <source>five cards each, or the whole pack (see [the games on offer](#variants)).</source>
        <translation>fünf Karten für jeden oder das ganze Kartenspiel (siehe [die angebotenen Spiele](#variants)).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="854"/>
        <source>the last one with counters takes the pool; or counters are unlimited and the first player out of cards takes the pool of each deal.</source>
        <translation>wer als Letzter noch Spielmarken hat, nimmt den Pott; oder die Spielmarken sind unbegrenzt, und wer zuerst keine Karten mehr hat, nimmt den Pott jeder Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="855"/>
        <source>with unlimited counters, how many deals make the game; 0 means one round, so that everyone deals once.</source>
        <translation>bei unbegrenzten Spielmarken: wie viele Runden das Spiel dauert; 0 heißt ein Umlauf, sodass jeder einmal gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="856"/>
        <source>the table does not let you skip a pairing. As a house rule you may: the player who fails pays double what he would have made the other pay, and that player pays as if he had been paired.</source>
        <translation>der Tisch lässt Sie keine Paarung auslassen. Als Hausregel dürfen Sie es: wer nicht paart, zahlt das Doppelte dessen, was er den anderen hätte zahlen lassen, und der andere zahlt, als wäre er gepaart worden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="857"/>
        <source>with five cards each, the dealer may turn up the top card of the stock for the first player to pair; then the dealer pays for that Snip, or (the better way) the pool pays the first player one counter.</source>
        <translation>bei fünf Karten für jeden kann der Geber die oberste Karte des Stapels für den ersten Spieler zum Paaren aufdecken; dann zahlt der Geber für dieses Snip, oder (besser) der Pott zahlt dem ersten Spieler eine Spielmarke.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="858"/>
        <source>Watch which ranks have been played. A card of a rank whose other cards are nearly all out is almost safe to play; one whose rank is all out is quite safe. If you hold two of a kind, play one of them: only two others can pair it.</source>
        <translation>Achten Sie darauf, welche Ränge schon gespielt sind. Eine Karte, deren übrige Karten gleichen Rangs fast alle heraus sind, ist beinahe sicher; ist der Rang ganz heraus, ist sie völlig sicher. Haben Sie zwei gleiche, spielen Sie eine davon: nur noch zwei andere können sie paaren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="859"/>
        <source>A player who did not pair a card holds none of its rank for the rest of the deal: a card of that rank is safe against him.</source>
        <translation>Wer eine Karte nicht gepaart hat, hat für den Rest der Runde keine Karte dieses Rangs: eine Karte dieses Rangs ist gegen ihn sicher.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="860"/>
        <source>Where failing to pair is fined, pair all the same: pairing makes the other player pay, while failing costs double and he pays anyway. With the whole pack between two players, you know every card the other holds; a single card of a rank of which he holds the other three is best played early, before he plays one and you must pair it to be snapped.</source>
        <translation>Wo das Nichtpaaren bestraft wird, paaren Sie trotzdem: Paaren lässt den anderen zahlen, Nichtpaaren kostet das Doppelte, und er zahlt ohnehin. Mit dem ganzen Spiel zwischen zwei Spielern kennen Sie jede Karte des anderen; eine einzelne Karte eines Rangs, von dem er die anderen drei hält, spielen Sie am besten früh, bevor er eine davon spielt und Sie sie paaren müssen, um dann mit Snap bestraft zu werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="861"/>
        <source>The computer players</source>
        <translation>Die Computerspieler</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="862"/>
        <source>**Easy** pairs when it must and otherwise plays any card.</source>
        <translation>**Leicht** paart, wenn es muss, und spielt sonst irgendeine Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="863"/>
        <source>**Standard** follows the first hint above: it plays a card of the rank most often played already this deal.</source>
        <translation>**Standard** folgt dem ersten Tipp oben: Es spielt eine Karte des Rangs, der in diesem Spiel schon am häufigsten gespielt wurde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="864"/>
        <source>**Expert** counts every card it has seen, its own hand included, and what each player has shown he lacks. Against one player it plays the card the next player is least likely to hold, weighed against the danger of keeping a card he could make it pair and then snap; round a larger table it plays, in this order, a card the next player cannot hold, one of two of a kind, then the rank most played. With the whole pack round a larger table it does the opposite and plays the card the next player is likeliest to pair: the Snip costs one, but the dearer Snap and Snorum then fall on the others. When the first out of cards wins, it keeps to Peel&apos;s order at any table: a card nobody can pair lets it play on and shed its hand.</source>
        <translation>**Experte** zählt jede Karte, die es gesehen hat, die eigene Hand eingeschlossen, und was jeder Spieler gezeigt hat, dass er nicht hält. Gegen einen Spieler spielt es die Karte, die der nächste Spieler am wenigsten wahrscheinlich hält, abgewogen gegen die Gefahr, eine Karte zu behalten, die er es paaren und dann mit Snap bestrafen lassen könnte; an einem größeren Tisch spielt es der Reihe nach eine Karte, die der nächste Spieler nicht halten kann, eine von zwei gleichen, dann den meistgespielten Rang. Mit dem ganzen Spiel an einem größeren Tisch macht es das Gegenteil und spielt die Karte, die der nächste Spieler am wahrscheinlichsten paart: Das Snip kostet eins, aber das teurere Snap und Snorum treffen dann die anderen. Wenn der Erste ohne Karten gewinnt, hält es sich an jedem Tisch an Peels Reihenfolge: Eine Karte, die niemand paaren kann, lässt es weiterspielen und seine Hand loswerden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="869"/>
        <source>Speculation</source>
        <translation>Spekulation</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="870"/>
        <source>A round game for three to ten players in which nobody looks at his own cards: the best trump turned up takes the pool, and any card may be bought and sold before it is turned. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Rundenspiel für drei bis zehn Spieler, in dem niemand seine eigenen Karten ansieht: Der beste aufgedeckte Trumpf gewinnt den Pott, und jede Karte kann gekauft und verkauft werden, bevor sie aufgedeckt wird. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="871"/>
        <source>Hold the highest card of the trump suit when every card has been turned up. Chance decides who is dealt it; skill lies in the trading: buying a card or a chance for less than it is worth, and selling for more.</source>
        <translation>Halten Sie die höchste Karte der Trumpffarbe, wenn alle Karten aufgedeckt sind. Wer sie bekommt, entscheidet der Zufall; das Können liegt im Handel: eine Karte oder eine Chance billiger kaufen, als sie wert ist, und teurer verkaufen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="872"/>
        <source>Three to ten play with the full pack of 52 cards; with the short pack of 32 (sevens up to aces) six at most. The ace is the highest card of each suit, then king, queen, knave, ten and so on down. Everyone starts with a purse of counters.</source>
        <translation>Drei bis zehn spielen mit dem vollen Blatt von 52 Karten; mit dem kurzen Blatt von 32 (Sieben bis Ass) höchstens sechs. Das Ass ist die höchste Karte jeder Farbe, dann König, Dame, Bube, Zehn und so weiter abwärts. Jeder beginnt mit einer Kasse voller Spielmarken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="873"/>
        <source>Before each deal the dealer pays two counters into the pool and everyone else one. The dealer gives everyone three cards, one at a time from his left, face down. Nobody looks at his cards: they are turned up one at a time, the top one first.</source>
        <translation>Vor jeder Runde zahlt der Geber zwei Spielmarken in den Pott und jeder andere eine. Der Geber gibt jedem drei Karten, einzeln von seiner Linken an, verdeckt. Niemand sieht seine Karten an: Sie werden eine nach der anderen aufgedeckt, die oberste zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="874"/>
        <source>The next card of the pack is the **turn-up**: its suit is trumps. Before turning it up, the dealer may sell it to another player, who then owns it with all its chances.</source>
        <translation>Die nächste Karte des Blatts ist die **Trumpfkarte**: Ihre Farbe ist Trumpf. Bevor er sie aufdeckt, darf der Geber sie an einen anderen Spieler verkaufen, dem sie dann mit allen ihren Chancen gehört.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="875"/>
        <source>Once the turn-up is face up, the player on the dealer&apos;s left (or on the buyer&apos;s left, if the turn-up was sold) turns up his top card, and so on round the table.</source>
        <translation>Sobald die Trumpfkarte offen liegt, deckt der Spieler links vom Geber (oder links vom Käufer, wenn die Trumpfkarte verkauft wurde) seine oberste Karte auf, und so weiter reihum.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="876"/>
        <source>A trump higher than the best one showing makes its owner the **chief hand**. Any other card is of no value.</source>
        <translation>Ein Trumpf, der höher ist als der beste offene, macht seinen Besitzer zur **führenden Hand**. Jede andere Karte ist wertlos.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="877"/>
        <source>The player who has just turned a higher trump decides at once, before the next player turns: keep it, or offer it for sale. After a sale, the player on the buyer&apos;s left goes on.</source>
        <translation>Wer gerade einen höheren Trumpf aufgedeckt hat, entscheidet sofort, bevor der nächste Spieler aufdeckt: ihn behalten oder zum Verkauf anbieten. Nach einem Verkauf ist der Spieler links vom Käufer an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="878"/>
        <source>The chief hand keeps his own cards face down while the others go on turning theirs. When everyone else has turned all his cards, the chief hand turns his last.</source>
        <translation>Die führende Hand lässt ihre eigenen Karten verdeckt, während die anderen weiter aufdecken. Wenn alle anderen ihre Karten aufgedeckt haben, deckt die führende Hand ihre zuletzt auf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="879"/>
        <source>When all the cards are turned, the holder of the best trump takes the pool, and the deal passes to the left.</source>
        <translation>Wenn alle Karten aufgedeckt sind, gewinnt der Besitzer des besten Trumpfs den Pott, und das Geben geht nach links weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="880"/>
        <source>If the turn-up is an ace, king, queen or knave, the hand ends at once: its owner takes the pool, as so high a trump is hardly ever beaten.</source>
        <translation>Ist die Trumpfkarte ein Ass, König, Dame oder Bube, endet die Runde sofort: Ihr Besitzer gewinnt den Pott, denn ein so hoher Trumpf wird kaum je geschlagen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="881"/>
        <source>Buying and selling</source>
        <translation>Kaufen und verkaufen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="882"/>
        <source>The market is the heart of the game. These may be offered for sale:</source>
        <translation>Der Markt ist das Herz des Spiels. Zum Verkauf angeboten werden können:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="883"/>
        <source>the turn-up, by the dealer, before he turns it up;</source>
        <translation>die Trumpfkarte, vom Geber, bevor er sie aufdeckt;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="884"/>
        <source>the card a player is about to turn up, when it is his turn;</source>
        <translation>die Karte, die ein Spieler gleich aufdecken wird, wenn er an der Reihe ist;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="886"/>
        <source>at the end, the chief hand&apos;s face-down cards, one at a time or all together.</source>
        <translation>am Ende die verdeckten Karten der führenden Hand, einzeln oder alle zusammen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="887"/>
        <source>A player offers a card at a price. The others answer in turn from his left: each may **buy** at that price, **bid** less, or **refuse**. If there are bids, the seller accepts the best, puts a new price to those who bid (three prices at most in one market), or keeps the card.</source>
        <translation>Ein Spieler bietet eine Karte zu einem Preis an. Die anderen antworten reihum von seiner Linken an: Jeder darf zu diesem Preis **kaufen**, weniger **bieten** oder **ablehnen**. Gibt es Gebote, nimmt der Verkäufer das beste an, nennt denen, die geboten haben, einen neuen Preis (höchstens drei Preise in einem Handel) oder behält die Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="888"/>
        <source>A face-down card is turned up as soon as it is sold. If it is a higher trump, it goes to the buyer, and the player on the buyer&apos;s left plays next; if not, the seller keeps it, the buyer has lost his money, and play goes on as before. The best trump can change hands several times in a deal; each time, the player on the buyer&apos;s left goes on. A card may be offered at most three times in a deal.</source>
        <translation>Eine verdeckte Karte wird aufgedeckt, sobald sie verkauft ist. Ist sie ein höherer Trumpf, geht sie an den Käufer, und der Spieler links vom Käufer ist als Nächster dran; sonst behält sie der Verkäufer, der Käufer hat sein Geld verloren, und das Spiel geht weiter wie zuvor. Der beste Trumpf kann in einer Runde mehrmals den Besitzer wechseln; jedes Mal macht der Spieler links vom Käufer weiter. Eine Karte darf in einer Runde höchstens dreimal angeboten werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="889"/>
        <source>What a card is worth</source>
        <translation>Was eine Karte wert ist</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="890"/>
        <source>A card is worth the pool times its chance of being, or staying, the best trump. For the best trump, that is the chance that none of the higher trumps not yet seen lies among the cards still to be turned up; the offer panel shows it for whatever is for sale, counted exactly from the cards you have seen.</source>
        <translation>Eine Karte ist den Pott mal ihrer Chance wert, der beste Trumpf zu sein oder zu bleiben. Für den besten Trumpf ist das die Chance, dass keiner der noch ungesehenen höheren Trümpfe unter den noch aufzudeckenden Karten liegt; das Angebotsfeld zeigt sie für alles, was zum Verkauf steht, genau berechnet aus den Karten, die Sie gesehen haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="891"/>
        <source>Peel&apos;s game with the full pack: the dealer may sell the turn-up; a high turn-up ends the hand.</source>
        <translation>Peels Spiel mit dem vollen Blatt: Der Geber darf die Trumpfkarte verkaufen; eine hohe Trumpfkarte beendet die Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="892"/>
        <source>Speculation, for the pool</source>
        <translation>Spekulation, für den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="893"/>
        <source>Peel&apos;s variations together: the turn-up belongs to the pool, a spare hand is dealt, a knave or five turned up costs its owner one counter, and looking out of turn costs two.</source>
        <translation>Peels Varianten zusammen: Die Trumpfkarte gehört dem Pott, eine Extrahand wird gegeben, ein aufgedeckter Bube oder eine Fünf kostet ihren Besitzer eine Spielmarke, und vorzeitiges Ansehen kostet zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="894"/>
        <source>Speculation, 32 cards</source>
        <translation>Spekulation, 32 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="895"/>
        <source>The short pack for four players, with the penalty for a knave or five.</source>
        <translation>Das kurze Blatt für vier Spieler, mit der Strafe für Bube oder Fünf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="896"/>
        <source>how many sit at the table, you included. The New Game dialog lets you change it each time.</source>
        <translation>wie viele am Tisch sitzen, Sie eingeschlossen. Im Dialog „Neues Spiel“ können Sie das jedes Mal ändern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="897"/>
        <source>the counters each player starts with; an empty purse is filled again.</source>
        <translation>die Spielmarken, mit denen jeder beginnt; eine leere Kasse wird wieder aufgefüllt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="898"/>
        <source>how many deals make the game; 0 means one round, so that everyone deals once. Whatever is left in the pool after the last deal is shared out.</source>
        <translation>wie viele Runden das Spiel dauert; 0 heißt ein Durchgang, sodass jeder einmal gibt. Was nach der letzten Runde im Pott bleibt, wird verteilt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="899"/>
        <source>an ace, king, queen or knave turned up ends the hand at once.</source>
        <translation>ein Ass, König, Dame oder Bube als Trumpfkarte beendet die Runde sofort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="900"/>
        <source>the turn-up is not sold; if it is never beaten, the pool stays for the next deal, which everyone pays into as usual.</source>
        <translation>die Trumpfkarte wird nicht verkauft; wird sie nie geschlagen, bleibt der Pott für die nächste Runde stehen, in die alle wie gewohnt einzahlen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="901"/>
        <source>three cards are dealt to the middle and turned up after all the others; if they hold a better trump, the pool stays for the next deal.</source>
        <translation>drei Karten werden in die Mitte gegeben und nach allen anderen aufgedeckt; enthalten sie einen besseren Trumpf, bleibt der Pott für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="902"/>
        <source>the owner of a knave or five turned up pays this into the pool: the player who turns it up, or the buyer if he bought it before it was turned.</source>
        <translation>der Besitzer eines aufgedeckten Buben oder einer Fünf zahlt so viel in den Pott: der Spieler, der sie aufdeckt, oder der Käufer, wenn er sie vor dem Aufdecken gekauft hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="903"/>
        <source>when this is more than 0, a player may look at one of his own face-down cards when he is to turn or sell: he pays this into the pool, and if he wins the deal the pool stays for the next one.</source>
        <translation>ist dies mehr als 0, darf ein Spieler eine seiner eigenen verdeckten Karten ansehen, wenn er aufdecken oder verkaufen soll: Er zahlt so viel in den Pott, und gewinnt er die Runde, bleibt der Pott für die nächste stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="904"/>
        <source>A low trump turned up early is worth little: most of the higher trumps are still to come. The same card late in the deal, with few cards left to turn, may be worth most of the pool. Sell a card about to be turned up for a counter or two when the pool is large: its chance is small, but a buyer who wants it pays for the hope.</source>
        <translation>Ein niedriger Trumpf, früh aufgedeckt, ist wenig wert: Die meisten höheren Trümpfe kommen noch. Dieselbe Karte spät in der Runde, wenn nur noch wenige Karten aufzudecken sind, kann fast den ganzen Pott wert sein. Verkaufen Sie eine Karte vor dem Aufdecken für ein, zwei Spielmarken, wenn der Pott groß ist: Ihre Chance ist klein, aber ein Käufer, der sie will, bezahlt die Hoffnung.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="905"/>
        <source>You sit at the bottom of the table, the computer players round it, each with his purse. Each player&apos;s face-down cards lie on the left of his place, the cards he has turned up on the right; the best trump is framed in gold. The turn-up, the pool and any spare hand are in the middle.</source>
        <translation>Sie sitzen unten am Tisch, die Computerspieler ringsum, jeder mit seiner Kasse. Die verdeckten Karten jedes Spielers liegen links an seinem Platz, die aufgedeckten rechts; der beste Trumpf ist golden umrahmt. Die Trumpfkarte, der Pott und eine etwaige Extrahand liegen in der Mitte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="906"/>
        <source>The **offer panel** on the right shows what is for sale, who offers it, the asking price, the best bid so far and what the card is worth. When it is your turn the buttons above it say what you may do: turn up your card (or click your face-down cards), keep the best trump, offer at your price, buy, bid your price, refuse, accept a bid, counter at your price or keep the card. Set **Your price** first. The table goes on while you decide: nothing waits for a dialog.</source>
        <translation>Das **Angebotsfeld** rechts zeigt, was zum Verkauf steht, wer es anbietet, den verlangten Preis, das bisher beste Gebot und was die Karte wert ist. Wenn Sie an der Reihe sind, sagen die Schaltflächen darüber, was Sie tun können: Ihre Karte aufdecken (oder Ihre verdeckten Karten anklicken), den besten Trumpf behalten, zu Ihrem Preis anbieten, kaufen, Ihren Preis bieten, ablehnen, ein Gebot annehmen, zu Ihrem Preis ein Gegenangebot machen oder die Karte behalten. Stellen Sie zuerst **Ihren Preis** ein. Der Tisch läuft weiter, während Sie überlegen: Nichts wartet auf einen Dialog.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="907"/>
        <source>The computer players make and answer offers too, and every trade is named in the history. **Easy** guesses what a card is worth; **Standard** knows its exact worth and trades around it; **Expert** buys only below the worth and sells only above it.</source>
        <translation>Auch die Computerspieler machen und beantworten Angebote, und jeder Handel wird im Verlauf genannt. **Leicht** schätzt, was eine Karte wert ist; **Standard** kennt ihren genauen Wert und handelt um ihn herum; **Experte** kauft nur unter dem Wert und verkauft nur darüber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="908"/>
        <source>turn up, keep the best trump or accept the bid; refuse a card offered to you</source>
        <translation>aufdecken, den besten Trumpf behalten oder das Gebot annehmen; eine Ihnen angebotene Karte ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="909"/>
        <source>raise or lower your price</source>
        <translation>Ihren Preis erhöhen oder senken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="910"/>
        <source>The history on the right lists everything in order: each deal and its stakes, every card turned up, every offer, bid, refusal and sale, who takes the pool and why a pool stays. At the end it gives what each player won or lost.</source>
        <translation>Der Verlauf rechts listet alles der Reihe nach auf: jede Runde und ihre Einsätze, jede aufgedeckte Karte, jedes Angebot, Gebot, jede Ablehnung und jeden Verkauf, wer den Pott gewinnt und warum ein Pott stehen bleibt. Am Ende zeigt er, was jeder Spieler gewonnen oder verloren hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="911"/>
        <source>Game ▸ Replay This Game (`Ctrl+R`) starts the game again from its first deal, with exactly the same cards. Game ▸ Game Number… shows the **game number**, which names the shuffle.</source>
        <translation>Spiel ▸ Dieses Spiel wiederholen (`Ctrl+R`) beginnt das Spiel noch einmal ab der ersten Runde, mit genau denselben Karten. Spiel ▸ Spielnummer… zeigt die **Spielnummer**, die das Mischen benennt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="912"/>
        <source>These rules follow the chapter on Speculation in W. H. Peel&apos;s *Round Games with Cards*, with its variations. Peel leaves the bargaining itself to the players; the offer, the bids and the three prices at most of one market are this app&apos;s way of holding it.</source>
        <translation>Diese Regeln folgen dem Kapitel über Speculation in W. H. Peels *Round Games with Cards*, mit seinen Varianten. Das Feilschen selbst überlässt Peel den Spielern; das Angebot, die Gebote und höchstens drei Preise in einem Handel sind die Art dieser App, es zu führen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="955"/>
        <source>Spoil-Five</source>
        <translation>Spoil-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="956"/>
        <source>An Irish round game for two to ten players, played for a pool: win three of the five tricks and the pool is yours; if no one does, the hand is spoilt. The cards rank in an unusual order. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein irisches Rundenspiel für zwei bis zehn Spieler um einen Pott: Gewinnen Sie drei der fünf Stiche, und der Pott gehört Ihnen; schafft es niemand, ist die Runde verdorben. Die Karten haben eine ungewöhnliche Rangfolge. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="957"/>
        <source>Win three tricks in a hand and take the pool. Failing that, stop anyone else from winning three, so that the pool stays and grows for the next hand.</source>
        <translation>Gewinnen Sie drei Stiche in einer Runde und nehmen Sie den Pott. Gelingt das nicht, verhindern Sie, dass ein anderer drei gewinnt, damit der Pott bleibt und für die nächste Runde wächst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="958"/>
        <source>Players, cards and the pool</source>
        <translation>Spieler, Karten und der Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="959"/>
        <source>Two to ten play, each for himself, with the full pack of 52 cards; four or five make the best game. To find the first dealer, cards are dealt face up round the table: the player who gets the first knave deals.</source>
        <translation>Zwei bis zehn spielen, jeder für sich, mit allen 52 Karten; vier oder fünf ergeben das beste Spiel. Um den ersten Geber zu finden, werden Karten offen reihum gegeben: Wer den ersten Buben erhält, gibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="960"/>
        <source>Before each deal everyone pays the stake into the pool (two counters in Peel&apos;s game) and the dealer one counter more. After a spoilt hand the pool stays where it is and everyone pays only the reduced stake (one counter), the dealer still paying his extra one.</source>
        <translation>Vor jedem Geben zahlt jeder den Einsatz in den Pott (zwei Spielmarken in Peels Spiel) und der Geber eine Marke mehr. Nach einer verdorbenen Runde bleibt der Pott liegen, und jeder zahlt nur den verminderten Einsatz (eine Marke), der Geber weiterhin seine zusätzliche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="961"/>
        <source>The dealer gives five cards to each player, first two and then three at a time (or three and then two), and turns up the next card: its suit is trumps.</source>
        <translation>Der Geber gibt jedem Spieler fünf Karten, erst zwei und dann drei auf einmal (oder drei und dann zwei), und deckt die nächste Karte auf: Ihre Farbe ist Trumpf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="962"/>
        <source>How the cards rank</source>
        <translation>Die Rangfolge der Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="963"/>
        <source>The five of trumps is always the best card, then the knave of trumps, then the ace of hearts (always a trump, whatever suit is trumps), then the ace of trumps, then the king and queen of trumps.</source>
        <translation>Die Trumpf-Fünf ist immer die beste Karte, dann der Trumpf-Bube, dann das Herz-Ass (immer ein Trumpf, welche Farbe auch Trumpf ist), dann das Trumpf-Ass, dann König und Dame in Trumpf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="964"/>
        <source>**Red trumps** — below the queen: 10, 9, 8, 7, 6, 4, 3, 2</source>
        <translation>**Rote Trümpfe** — unter der Dame: 10, 9, 8, 7, 6, 4, 3, 2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="965"/>
        <source>**Black trumps** — below the queen: 2, 3, 4, 6, 7, 8, 9, 10</source>
        <translation>**Schwarze Trümpfe** — unter der Dame: 2, 3, 4, 6, 7, 8, 9, 10</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="966"/>
        <source>**Red plain suits** — king, queen, knave, 10 down to 2, and the ace of diamonds last</source>
        <translation>**Rote Nebenfarben** — König, Dame, Bube, 10 abwärts bis 2 und zuletzt das Karo-Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="967"/>
        <source>**Black plain suits** — king, queen, knave, ace, then 2 up to 10</source>
        <translation>**Schwarze Nebenfarben** — König, Dame, Bube, Ass, dann 2 aufwärts bis 10</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="968"/>
        <source>Put simply: in red suits the high cards are best, in black suits the low ones.</source>
        <translation>Kurz gesagt: In Rot sind die hohen Karten die besten, in Schwarz die niedrigen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="969"/>
        <source>Robbing</source>
        <translation>Rauben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="970"/>
        <source>If the turn-up is an ace, the dealer may rob it: he puts one of his cards out face down and takes the ace into his hand. Otherwise the player who holds the ace of trumps must rob the turn-up when his turn comes to play to the first trick, before he plays: he puts a card out face down and takes the turn-up. If he does not, he cannot win the pool in that hand, however many tricks he takes. The table never lets a player rob without the ace.</source>
        <translation>Ist die aufgedeckte Karte ein Ass, darf der Geber sie rauben: Er legt eine seiner Karten verdeckt ab und nimmt das Ass auf die Hand. Sonst muss der Inhaber des Trumpf-Asses die aufgedeckte Karte rauben, wenn er zum ersten Stich an der Reihe ist, bevor er spielt: Er legt eine Karte verdeckt ab und nimmt die aufgedeckte Karte. Tut er es nicht, kann er in dieser Runde den Pott nicht gewinnen, wie viele Stiche er auch macht. Der Tisch lässt niemanden ohne das Ass rauben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="971"/>
        <source>The player on the dealer&apos;s left leads. When a trump is led, everyone must play a trump if he can. When a plain suit is led, each player must either follow suit or trump; only a player with none of the suit led may play any card.</source>
        <translation>Der Spieler links vom Geber spielt aus. Wird Trumpf ausgespielt, muss jeder Trumpf spielen, wenn er kann. Wird eine Nebenfarbe ausgespielt, muss jeder bedienen oder trumpfen; nur wer keine Karte der ausgespielten Farbe hat, darf eine beliebige Karte spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="972"/>
        <source>Reneging</source>
        <translation>Zurückhalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="973"/>
        <source>The five of trumps, the knave of trumps and the ace of hearts need not be played to a trump lead when the trump led is lower than they are. The knave led, for instance, forces out the ace of hearts, but not the five. When the ace of hearts is led and hearts are not trumps, it counts as a lead of hearts: the others must follow with a heart or trump.</source>
        <translation>Die Trumpf-Fünf, der Trumpf-Bube und das Herz-Ass müssen zu einem Trumpf-Ausspiel nicht gespielt werden, wenn der ausgespielte Trumpf niedriger ist als sie. Der ausgespielte Bube zum Beispiel erzwingt das Herz-Ass, aber nicht die Fünf. Wird das Herz-Ass ausgespielt und Herz ist nicht Trumpf, zählt es als Herz-Ausspiel: Die anderen müssen Herz bedienen oder trumpfen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="974"/>
        <source>Winning the pool</source>
        <translation>Den Pott gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="976"/>
        <source>The game lasts one round, each player dealing once; if the pool is still there after the last deal, play goes on until someone wins it (after one more round the table shares it out).</source>
        <translation>Die Partie dauert eine Runde, jeder Spieler gibt einmal; liegt nach dem letzten Geben noch etwas im Pott, wird weitergespielt, bis ihn jemand gewinnt (nach einer weiteren Runde teilt der Tisch ihn auf).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="977"/>
        <source>Variations</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="979"/>
        <source>**Two Tricks Win** — with many players, two tricks take the pool</source>
        <translation>**Zwei Stiche gewinnen** — bei vielen Spielern gewinnen zwei Stiche den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="981"/>
        <source>**Fiving** — with two players or two partnerships, the player on the dealer&apos;s left may ask the dealer to &quot;five it&quot;: if he agrees, a new card is turned up for trumps, until the suit changes; once a hand</source>
        <translation>**Fiving** — bei zwei Spielern oder zwei Partnerschaften darf der Spieler links vom Geber den Geber bitten, zu „fiven“: Stimmt er zu, wird eine neue Karte als Trumpf aufgedeckt, bis die Farbe wechselt; einmal je Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="984"/>
        <source>Peel&apos;s game for the pool, four players.</source>
        <translation>Peels Spiel um den Pott, vier Spieler.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="985"/>
        <source>Spoil-Five, Two Tricks Win</source>
        <translation>Spoil-Five, zwei Stiche gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="986"/>
        <source>Six players; two tricks take the pool.</source>
        <translation>Sechs Spieler; zwei Stiche gewinnen den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="987"/>
        <source>Spoil-Five in Partnerships</source>
        <translation>Spoil-Five in Partnerschaften</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="988"/>
        <source>Four players in two partnerships, with fiving.</source>
        <translation>Vier Spieler in zwei Partnerschaften, mit Fiving.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="991"/>
        <source>Spoil-Five with Jinking</source>
        <translation>Spoil-Five mit Jinking</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="993"/>
        <source>Spoil-Five, Ordinary Order</source>
        <translation>Spoil-Five, gewöhnliche Rangfolge</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="994"/>
        <source>The cards rank as usual, ace high.</source>
        <translation>Die Karten haben ihren gewohnten Rang, Ass hoch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="995"/>
        <source>Fiving</source>
        <translation>Fiving</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="996"/>
        <source>Two players; the non-dealer may ask to five it.</source>
        <translation>Zwei Spieler; der Nichtgeber darf um Fiving bitten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="997"/>
        <source>Twenty-Five</source>
        <translation>Twenty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="998"/>
        <source>Four players, five points a trick, 25 points the game.</source>
        <translation>Vier Spieler, fünf Punkte je Stich, 25 Punkte die Partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="999"/>
        <source>Forty-Five</source>
        <translation>Forty-Five</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1000"/>
        <source>Four players, five points a trick, 45 points the game.</source>
        <translation>Vier Spieler, fünf Punkte je Stich, 45 Punkte die Partie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1001"/>
        <source>two to ten, you included.</source>
        <translation>zwei bis zehn, Sie eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1002"/>
        <source>the counters each player pays into a new pool.</source>
        <translation>die Spielmarken, die jeder Spieler in einen neuen Pott zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1003"/>
        <source>the dealer&apos;s extra counters, every deal.</source>
        <translation>die zusätzlichen Spielmarken des Gebers, bei jedem Geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1004"/>
        <source>what each player pays after a spoilt hand.</source>
        <translation>was jeder Spieler nach einer verdorbenen Runde zahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1006"/>
        <source>two cards then three, or three then two.</source>
        <translation>zwei Karten, dann drei, oder drei, dann zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1007"/>
        <source>required (Peel&apos;s rule), optional, or not played.</source>
        <translation>Pflicht (Peels Regel), freiwillig oder nicht gespielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1008"/>
        <source>the usual order of the cards, ace high.</source>
        <translation>die gewohnte Rangfolge der Karten, Ass hoch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1009"/>
        <source>three, or two (Two Tricks Win).</source>
        <translation>drei oder zwei (zwei Stiche gewinnen).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1011"/>
        <source>two players or two partnerships may ask to five it.</source>
        <translation>zwei Spieler oder zwei Partnerschaften dürfen um Fiving bitten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1013"/>
        <source>Twenty-Five or Forty-Five, played to a score instead of for the pool.</source>
        <translation>Twenty-Five oder Forty-Five, auf Punkte statt um den Pott gespielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1014"/>
        <source>The form shows only the settings that do something for the game chosen: the stakes, the deals, Tricks to win and Jinking only when playing for the pool, Fiving only for two players or partnerships, Partnerships only for an even number of players.</source>
        <translation>Das Formular zeigt nur die Einstellungen, die für das gewählte Spiel etwas bewirken: die Einsätze, die Runden, Stiche zum Gewinn und Jinking nur beim Spiel um den Pott, Fiving nur für zwei Spieler oder Partnerschaften, Partnerschaften nur für eine gerade Zahl von Spielern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1015"/>
        <source>Count the top trumps: the five, the knave and the ace of hearts win any trick. When another player has two tricks, do all you can to take a trick from him, even with a trump you would rather keep: a spoilt hand is better than his pool.</source>
        <translation>Zählen Sie die hohen Trümpfe: Die Fünf, der Bube und das Herz-Ass gewinnen jeden Stich. Hat ein anderer Spieler zwei Stiche, tun Sie alles, um ihm einen Stich abzunehmen, auch mit einem Trumpf, den Sie lieber behalten würden: Eine verdorbene Runde ist besser als sein Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1016"/>
        <source>These rules follow the chapter on Spoil-Five in W. H. Peel&apos;s *Round Games with Cards*, with its variations, Fiving, Jinking, and Twenty-Five and Forty-Five. The app never misdeals, so Peel&apos;s rules for a misdeal are not needed.</source>
        <translation>Diese Regeln folgen dem Kapitel über Spoil-Five in W. H. Peels *Round Games with Cards*, mit seinen Varianten, Fiving, Jinking sowie Twenty-Five und Forty-Five. Die App vergibt nie falsch, daher werden Peels Regeln für das Vergeben nicht gebraucht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1017"/>
        <source>Vingt-un</source>
        <translation>Vingt-un</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1018"/>
        <source>A banking game for two to eight players: the dealer holds the bank against everyone else, and each punter tries to come nearer to twenty-one than the dealer without going over. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Ein Bankspiel für zwei bis acht Spieler: Der Geber hält die Bank gegen alle anderen, und jeder Spieler versucht, näher an einundzwanzig zu kommen als der Geber, ohne darüber hinauszugehen. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1019"/>
        <source>Every player but the dealer is a **punter**: he stakes counters on his cards and plays against the dealer alone. A punter who ends nearer to 21 than the dealer is paid his stake; a punter who goes over 21, or who is not higher than the dealer, pays it. The dealer wins every tie, which makes the deal worth having.</source>
        <translation>Jeder außer dem Geber ist ein **Spieler** (Pointeur): Er setzt Spielmarken auf seine Karten und spielt allein gegen den Geber. Ein Spieler, der näher an 21 endet als der Geber, bekommt seinen Einsatz ausgezahlt; wer über 21 kommt oder nicht höher liegt als der Geber, zahlt ihn. Der Geber gewinnt jeden Gleichstand, und deshalb lohnt es sich, zu geben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1020"/>
        <source>Cards and what they count</source>
        <translation>Die Karten und ihr Wert</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1021"/>
        <source>One pack of 52 cards (two packs with one house rule). Court cards count ten, an ace one or eleven as suits the hand best, every other card its pips. An ace with a ten or court card as a player&apos;s first two cards is a **natural** (Vingt-un): the best hand there is. Twenty-one made any other way is a **drawn** Vingt-un.</source>
        <translation>Ein Kartenspiel mit 52 Karten (zwei mit einer Hausregel). Bilder zählen zehn, ein Ass eins oder elf, wie es der Hand am besten dient, jede andere Karte ihre Augen. Ein Ass mit einer Zehn oder einem Bild als erste zwei Karten ist ein **Natural** (Vingt-un): die beste Hand überhaupt. Einundzwanzig, auf andere Weise erreicht, ist ein **gezogener** Vingt-un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1022"/>
        <source>The first dealer</source>
        <translation>Der erste Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1023"/>
        <source>Cards are dealt face up round the table, one at a time; the player who gets the first ace deals first. The player on the dealer&apos;s right is the **pone**: he collects the used cards.</source>
        <translation>Die Karten werden einzeln offen reihum gegeben; wer das erste Ass bekommt, gibt zuerst. Der rechte Nachbar des Gebers ist der **Pone**: Er sammelt die gebrauchten Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1024"/>
        <source>Stakes and the double</source>
        <translation>Einsätze und das Verdoppeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1025"/>
        <source>The dealer gives everyone one card face down, starting on his left, and himself last. Each punter looks at his card and stakes on it, within the limits of the game. The dealer then looks at his own card and may call **double**: every stake on the table is doubled. Then everyone gets a second card face down.</source>
        <translation>Der Geber gibt jedem eine verdeckte Karte, links beginnend, sich selbst zuletzt. Jeder Spieler sieht seine Karte an und setzt darauf, innerhalb der Grenzen der Partie. Dann sieht der Geber seine eigene Karte an und darf **doppelt** ansagen: Jeder Einsatz auf dem Tisch wird verdoppelt. Danach bekommt jeder eine zweite verdeckte Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1026"/>
        <source>Naturals</source>
        <translation>Naturals</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1027"/>
        <source>**The dealer&apos;s natural** — he shows it at once and every punter pays him double his stake; a punter who also holds a natural pays nothing. The hand is over.</source>
        <translation>**Der Natural des Gebers** – er zeigt ihn sofort, und jeder Spieler zahlt ihm seinen doppelten Einsatz; ein Spieler, der ebenfalls einen Natural hat, zahlt nichts. Die Runde ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1028"/>
        <source>**A punter&apos;s natural** — he shows it at once and the dealer pays him double his stake. It puts the dealer out: when the hand is over, the deal passes to the player on the dealer&apos;s left.</source>
        <translation>**Der Natural eines Spielers** – er zeigt ihn sofort, und der Geber zahlt ihm seinen doppelten Einsatz. Damit verliert der Geber das Geben: Nach der Runde geht es an seinen linken Nachbarn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1029"/>
        <source>**In the first hand of a deal** — a punter&apos;s natural does not put the dealer out; it stands as a drawn Vingt-un and is settled with the others.</source>
        <translation>**In der ersten Runde eines Gebens** – der Natural eines Spielers beendet das Geben nicht; er gilt als gezogener Vingt-un und wird mit den anderen abgerechnet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1030"/>
        <source>Drawing</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1031"/>
        <source>The dealer serves the punters one at a time, from his left. A punter says **content** to stand, or asks for **a card**, which is dealt face up; he may go on until he is content or has gone over 21. A punter who goes over pays his stake at once, and his cards go to the pone without his first two being shown.</source>
        <translation>Der Geber bedient die Spieler einzeln, links beginnend. Ein Spieler sagt **genug**, um stehen zu bleiben, oder verlangt **eine Karte**, die offen gegeben wird; das kann er fortsetzen, bis er genug hat oder über 21 ist. Wer sich überkauft, zahlt sofort seinen Einsatz, und seine Karten gehen an den Pone, ohne dass seine ersten zwei gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1032"/>
        <source>Dividing pairs</source>
        <translation>Paare teilen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1033"/>
        <source>A punter whose first two cards are a pair (two of the same rank, say two kings) may divide them: he puts a stake of his own choosing on the second card, and each card is given a second card to make two hands. If one of these is again of the same rank, he may divide again, up to four hands. Each hand is played to the end before the next. A pair made by a third card cannot be divided. A hand of a divided pair that makes twenty-one counts as a drawn Vingt-un.</source>
        <translation>Ein Spieler, dessen erste zwei Karten ein Paar sind (zwei vom selben Rang, etwa zwei Könige), darf sie teilen: Er setzt einen Einsatz seiner Wahl auf die zweite Karte, und jede Karte bekommt eine zweite dazu, so dass zwei Hände entstehen. Ist eine davon wieder vom selben Rang, darf er erneut teilen, bis zu vier Händen. Jede Hand wird zu Ende gespielt, bevor die nächste drankommt. Ein Paar durch eine dritte Karte kann nicht geteilt werden. Eine geteilte Hand mit einundzwanzig zählt als gezogener Vingt-un.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1034"/>
        <source>The dealer&apos;s play and the settlement</source>
        <translation>Das Spiel des Gebers und die Abrechnung</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1035"/>
        <source>When every punter is served, the dealer turns up his two cards and draws or stands as he likes (he may divide a pair too, each of his hands then settling with every punter). The punters still standing show their cards:</source>
        <translation>Wenn alle Spieler bedient sind, deckt der Geber seine zwei Karten auf und zieht oder bleibt stehen, wie er will (er darf auch ein Paar teilen; jede seiner Hände rechnet dann mit jedem Spieler ab). Die Spieler, die noch im Spiel sind, zeigen ihre Karten:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1036"/>
        <source>a punter higher than the dealer is paid his stake; a punter equal or lower pays it;</source>
        <translation>ein Spieler, der höher liegt als der Geber, bekommt seinen Einsatz; wer gleich oder niedriger liegt, zahlt ihn;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1037"/>
        <source>a punter&apos;s drawn Vingt-un is paid double, unless the dealer has twenty-one too;</source>
        <translation>der gezogene Vingt-un eines Spielers wird doppelt bezahlt, außer der Geber hat ebenfalls einundzwanzig;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1038"/>
        <source>the dealer&apos;s drawn Vingt-un takes double from each punter standing, but only the stake from a punter who has also drawn twenty-one;</source>
        <translation>der gezogene Vingt-un des Gebers nimmt jedem Spieler im Spiel den doppelten Einsatz ab, einem Spieler mit ebenfalls gezogener Einundzwanzig aber nur den einfachen;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1039"/>
        <source>a dealer who goes over pays every punter still standing (double to a drawn Vingt-un), but not those who went over before him.</source>
        <translation>ein Geber, der sich überkauft, zahlt jedem Spieler, der noch im Spiel ist (doppelt für einen gezogenen Vingt-un), nicht aber denen, die sich vor ihm überkauft haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1040"/>
        <source>The pone and the pack</source>
        <translation>Der Pone und das Kartenspiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1041"/>
        <source>The cards are not gathered after each hand: the dealer goes on with the pack while it lasts, and the pone keeps the used cards. When only the last card is left, it goes unseen to the pone, who shuffles it with all the used cards and hands them to the dealer. A player who remembers the cards seen since that shuffle knows something about the cards to come: so does everyone at this table.</source>
        <translation>Die Karten werden nicht nach jeder Runde eingesammelt: Der Geber gibt weiter, solange das Kartenspiel reicht, und der Pone verwahrt die gebrauchten Karten. Ist nur noch die letzte Karte übrig, geht sie ungesehen an den Pone, der sie mit allen gebrauchten Karten mischt und dem Geber reicht. Wer sich die seit diesem Mischen gesehenen Karten merkt, weiß etwas über die kommenden: Das tut jeder an diesem Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1042"/>
        <source>Each new deal starts with the whole pack shuffled.</source>
        <translation>Jedes neue Geben beginnt mit dem ganzen, frisch gemischten Kartenspiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1043"/>
        <source>The game lasts a set number of hands. Counters that run out are made up from the box, and count against their player. Whatever is left in the pool at the end is shared out equally. The winner is the player with the highest net gain.</source>
        <translation>Die Partie dauert eine festgelegte Zahl von Runden. Wer keine Spielmarken mehr hat, bekommt neue aus der Schachtel, die ihm angerechnet werden. Was am Ende im Pott liegt, wird zu gleichen Teilen verteilt. Es gewinnt, wer den höchsten Gewinn hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1044"/>
        <source>Four players, stakes of one to five counters; a punter&apos;s natural puts the dealer out and the deal passes to the left.</source>
        <translation>Vier Spieler, Einsätze von einer bis fünf Spielmarken; der Natural eines Spielers beendet das Geben, und es geht nach links weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1045"/>
        <source>Vingt-un with a pool</source>
        <translation>Vingt-un mit Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1046"/>
        <source>A pool fed by a counter from everyone at each new deal, by the dealer when he goes over and by a quarter of what he takes on ties; a punter&apos;s natural takes it.</source>
        <translation>Ein Pott, gespeist mit einer Spielmarke von jedem bei jedem neuen Geben, vom Geber, wenn er sich überkauft, und mit einem Viertel dessen, was er bei Gleichstand gewinnt; der Natural eines Spielers gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1047"/>
        <source>Vingt-un, the old-fashioned way</source>
        <translation>Vingt-un nach alter Art</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1048"/>
        <source>A natural gives its holder the deal itself, and every other player pays him a stake; the deal may be sold.</source>
        <translation>Ein Natural bringt seinem Inhaber das Geben selbst, und jeder andere Spieler zahlt ihm einen Einsatz; das Geben darf verkauft werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1049"/>
        <source>Vingt-un, limited deal</source>
        <translation>Vingt-un, begrenztes Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1050"/>
        <source>A natural does not put the dealer out: each dealer goes twice through the pack.</source>
        <translation>Ein Natural beendet das Geben nicht: Jeder Geber gibt zweimal durch das Kartenspiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1051"/>
        <source>Vingt-un, two packs</source>
        <translation>Vingt-un mit zwei Kartenspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1052"/>
        <source>Two packs shuffled together, each dealer going through them once.</source>
        <translation>Zwei Kartenspiele zusammengemischt, jeder Geber gibt sie einmal durch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1053"/>
        <source>the counters each player starts with, and takes again when he runs out.</source>
        <translation>die Spielmarken, mit denen jeder beginnt und die er erneut nimmt, wenn sie ausgehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1054"/>
        <source>the fewest counters a punter may stake on his first card.</source>
        <translation>die wenigsten Spielmarken, die ein Spieler auf seine erste Karte setzen darf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1055"/>
        <source>the most he may stake (the dealer&apos;s double comes on top).</source>
        <translation>die meisten, die er setzen darf (das Verdoppeln des Gebers kommt hinzu).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1056"/>
        <source>a punter&apos;s natural passes the deal to the dealer&apos;s left, or to the holder, or does not put the dealer out at all (then the deal must be limited another way).</source>
        <translation>der Natural eines Spielers gibt das Geben an den linken Nachbarn des Gebers oder an den Inhaber weiter, oder beendet das Geben gar nicht (dann muss es anders begrenzt werden).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1057"/>
        <source>a natural in the first hand of a deal is settled as a drawn Vingt-un and the deal goes on.</source>
        <translation>ein Natural in der ersten Runde eines Gebens wird als gezogener Vingt-un abgerechnet, und das Geben geht weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1058"/>
        <source>besides the dealer&apos;s double, every other player pays the holder of a natural his stake, or double it; other holders of a natural pay nothing.</source>
        <translation>außer dem doppelten Einsatz vom Geber zahlt jeder andere Spieler dem Inhaber eines Naturals dessen Einsatz oder das Doppelte; andere Inhaber eines Naturals zahlen nichts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1059"/>
        <source>the deal may also end after a number of hands, after the dealer has gone twice through the pack, or (with two packs) once through them. The hand in which the pack runs out is finished with the used cards, shuffled.</source>
        <translation>das Geben kann auch nach einer Anzahl Runden enden, nachdem der Geber zweimal durch das Kartenspiel gegeben hat, oder (mit zwei Kartenspielen) einmal. Die Runde, in der die Karten ausgehen, wird mit den gemischten gebrauchten Karten zu Ende gespielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1060"/>
        <source>with the deal limited to a number of hands: how many.</source>
        <translation>bei auf eine Anzahl Runden begrenztem Geben: wie viele.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1061"/>
        <source>counters every player puts into the pool at each new deal.</source>
        <translation>Spielmarken, die jeder Spieler bei jedem neuen Geben in den Pott legt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1062"/>
        <source>counters the dealer pays into the pool whenever he goes over.</source>
        <translation>Spielmarken, die der Geber in den Pott zahlt, wenn er sich überkauft.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1064"/>
        <source>the player whose turn it is to deal may sell the deal. The buyer deals from his own seat, but starts with the player on the seller&apos;s left, and when he loses the deal it goes on as if there had been no sale.</source>
        <translation>wer mit Geben an der Reihe ist, darf das Geben verkaufen. Der Käufer gibt von seinem eigenen Platz aus, beginnt aber beim linken Nachbarn des Verkäufers, und wenn er das Geben verliert, geht es weiter, als hätte es keinen Verkauf gegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1065"/>
        <source>the price asked for the deal: once, twice or three times this.</source>
        <translation>der Preis für das Geben: das Ein-, Zwei- oder Dreifache davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1066"/>
        <source>With any of the pool settings there is a pool, and the first punter to show a natural (after the first hand of a deal) takes it.</source>
        <translation>Mit jeder der Pott-Einstellungen gibt es einen Pott, und der erste Spieler, der einen Natural zeigt (nach der ersten Runde eines Gebens), gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1067"/>
        <source>An ace is the card to stake high on: it makes a natural one time in three. A ten or court card is about even; anything else favours the dealer, so stake low. Stand on seventeen or more as a rule; stand lower when many high cards have gone, draw higher when many low cards have gone. As dealer, double on an ace or a ten, and draw against the hands you can see are strong.</source>
        <translation>Auf ein Ass setzt man hoch: Es wird einmal von dreien zum Natural. Eine Zehn oder ein Bild ist ungefähr ausgeglichen; alles andere begünstigt den Geber, also niedrig setzen. Bleiben Sie in der Regel ab siebzehn stehen; früher, wenn viele hohe Karten gefallen sind, später, wenn viele niedrige gefallen sind. Als Geber verdoppeln Sie bei einem Ass oder einer Zehn und ziehen gegen Hände, die sichtbar stark sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1068"/>
        <source>Every player sits round the oval table with his purse and his net gain or loss so far. His cards lie in front of him, face down where the rules keep them hidden, with his stake under each hand. The white button marks the dealer; the pone&apos;s name says **pone**. The stock and the pone&apos;s pile are in the middle, with the pool when there is one. Every payment is drawn as an arrow from the payer to the payee while it is made, and every call shows in a bubble.</source>
        <translation>Jeder Spieler sitzt am ovalen Tisch mit seiner Kasse und seinem bisherigen Gewinn oder Verlust. Seine Karten liegen vor ihm, verdeckt, wo die Regeln sie verbergen, mit seinem Einsatz unter jeder Hand. Der weiße Knopf zeigt den Geber; beim Namen des Pone steht **Pone**. Talon und Stapel des Pone liegen in der Mitte, dazu der Pott, wenn es einen gibt. Jede Zahlung wird, während sie geschieht, als Pfeil vom Zahler zum Empfänger gezeichnet, und jede Ansage erscheint in einer Sprechblase.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1069"/>
        <source>When it is your turn, the prompt says what to decide and the buttons on the right offer exactly the choices open to you; the underlined letter of each button does the same from the keyboard, without `Alt`. Stakes are chosen in the amount box before you press **Stake** or **Divide**.</source>
        <translation>Wenn Sie an der Reihe sind, sagt die Aufforderung, was zu entscheiden ist, und die Schaltflächen rechts bieten genau die Möglichkeiten, die Sie haben; der unterstrichene Buchstabe jeder Schaltfläche tut dasselbe auf der Tastatur, ohne `Alt`. Einsätze wählen Sie im Betragsfeld, bevor Sie **Setzen** oder **Teilen** drücken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1070"/>
        <source>set the amount (0 is ten)</source>
        <translation>setzt den Betrag (0 ist zehn)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1073"/>
        <source>The history on the right lists everything in order: who was dealt the first ace and deals, every stake, your own cards and every card dealt face up, every call, and every payment with who paid whom and why. **Review the last hand** shows the hand that ended: each player&apos;s cards and what he won or lost in it, with its lines of the history. At the end it gives what each player won or lost. **Play again** starts a new game with the same rules and players.</source>
        <translation>Der Verlauf rechts führt alles der Reihe nach auf: wer das erste Ass bekam und gibt, jeden Einsatz, Ihre eigenen Karten und jede offen gegebene Karte, jede Ansage und jede Zahlung, wer wem was und warum zahlte. **Letzte Runde anzeigen** zeigt die beendete Runde: die Karten jedes Spielers und was er darin gewann oder verlor, mit ihren Zeilen des Verlaufs. Am Ende steht, was jeder Spieler gewonnen oder verloren hat. **Nochmal spielen** beginnt eine neue Partie mit denselben Regeln und Spielern.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="102"/>
        <source>underlined letter</source>
        <translation>unterstrichener Buchstabe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="135"/>
        <source>presses the button with that letter underlined</source>
        <translation>drückt die Schaltfläche mit diesem unterstrichenen Buchstaben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="975"/>
        <source>The first player to win three tricks takes the pool at once, and the hand ends. If all five tricks are played and no one has three, the hand is spoilt: the pool stays for the next deal. A pool that is won is taken whole (partners share it, the odd counter going to the partner who won the deciding trick), and the next deal starts a new pool at the full stake.</source>
        <translation>Wer zuerst drei Stiche gewinnt, nimmt sofort den Pott, und die Runde endet. Sind alle fünf Stiche gespielt und niemand hat drei, ist die Runde verdorben: Der Pott bleibt für das nächste Geben. Ein gewonnener Pott wird ganz genommen (Partner teilen ihn, die ungerade Spielmarke geht an den Partner, der den entscheidenden Stich gewann), und das nächste Geben beginnt einen neuen Pott mit dem vollen Einsatz.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="978"/>
        <source>**Ordinary order** — the cards keep their usual order, ace high, with no special trumps and no reneging; the ace of hearts is then an ordinary heart and must follow a heart lead like any other</source>
        <translation>**Gewöhnliche Rangfolge** — die Karten behalten ihren gewohnten Rang, Ass hoch, ohne besondere Trümpfe und ohne Zurückhalten; das Herz-Ass ist dann ein gewöhnliches Herz und muss wie jedes andere Herz bedienen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="980"/>
        <source>**Partnerships** — four, six, eight or ten players in two sides, partners sitting alternately round the table: the side that wins three tricks takes the pool, so no hand is spoilt</source>
        <translation>**Partnerschaften** — vier, sechs, acht oder zehn Spieler in zwei Seiten, Partner sitzen abwechselnd am Tisch: Die Seite mit drei Stichen nimmt den Pott, so wird keine Runde verdorben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="982"/>
        <source>**Jinking** — a player who has won every trick so far and has three may play on for all five: if he wins them all he takes the pool and a stake from every player; if he fails, he loses the pool. A player who has lost a trick cannot jink and takes the pool at once</source>
        <translation>**Jinking** — ein Spieler, der bisher jeden Stich gewonnen hat und drei hat, darf um alle fünf weiterspielen: Gewinnt er alle, nimmt er den Pott und einen Einsatz von jedem Spieler; misslingt es, verliert er den Pott. Wer schon einen Stich verloren hat, kann nicht jinken und nimmt sofort den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="983"/>
        <source>**Twenty-Five** and **Forty-Five** — no pool: each trick scores five points, and play goes on, deal after deal, until someone reaches 25 (or 45); winning all five tricks in a hand wins the game at once</source>
        <translation>**Twenty-Five** und **Forty-Five** — kein Pott: Jeder Stich bringt fünf Punkte, und es wird Runde um Runde gespielt, bis jemand 25 (oder 45) erreicht; wer alle fünf Stiche einer Runde gewinnt, gewinnt sofort die Partie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="989"/>
        <source>Spoil-Five, Six in Partnerships</source>
        <translation>Spoil-Five, sechs in Partnerschaften</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="990"/>
        <source>Six players in two sides of three, partners sitting alternately.</source>
        <translation>Sechs Spieler in zwei Seiten zu dritt, Partner sitzen abwechselnd.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="992"/>
        <source>A player who wins the first three tricks may play on for all five.</source>
        <translation>Wer die ersten drei Stiche gewinnt, darf um alle fünf weiterspielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1005"/>
        <source>how many deals make the game for the pool; 0 means one round.</source>
        <translation>wie viele Runden die Partie um den Pott hat; 0 heißt eine Runde.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1010"/>
        <source>an even number of players, from four, in two sides.</source>
        <translation>eine gerade Zahl von Spielern ab vier, in zwei Seiten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1012"/>
        <source>a player with every trick so far may play on for all five.</source>
        <translation>ein Spieler, der bisher jeden Stich gewonnen hat, darf um alle fünf weiterspielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1063"/>
        <source>a part of what the dealer takes on ties, paid into the pool. A tie includes his drawn Vingt-un meeting a punter&apos;s, where he takes the single stake.</source>
        <translation>ein Teil dessen, was der Geber bei Gleichstand gewinnt, in den Pott gezahlt. Gleichstand ist auch sein gezogener Vingt-un gegen den eines Spielers, wofür er den einfachen Einsatz erhält.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1071"/>
        <source>content</source>
        <translation>genug</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1072"/>
        <source>History and saved games</source>
        <translation>Verlauf und gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="1074"/>
        <source>These rules follow the chapter on Vingt-un in W. H. Peel&apos;s *Round Games with Cards*, with its sections on dealing, drawing, the pool, limiting and selling the deal and the privileges of a natural. Peel does not say how an ace counts; it counts one or eleven here, as it always has in this game.</source>
        <translation>Diese Regeln folgen dem Kapitel über Vingt-un in W. H. Peels *Round Games with Cards* mit seinen Abschnitten über das Geben, das Ziehen, den Pott, das Begrenzen und den Verkauf des Gebens und die Vorrechte eines Naturals. Peel sagt nicht, wie ein Ass zählt; hier zählt es eins oder elf, wie seit jeher in diesem Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="733"/>
        <source>Start a game with Game ▸ New Game… (`Ctrl+N`): choose the house rules, the number of players and how strong each computer player is, and deal. Leave the seed empty for a fresh shuffle.</source>
        <translation>Beginnen Sie ein Spiel mit Spiel ▸ Neues Spiel… (`Ctrl+N`): Wählen Sie die Hausregeln, die Zahl der Spieler und die Spielstärke jedes Computerspielers, und geben Sie. Lassen Sie die Spielnummer leer, um neu zu mischen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="865"/>
        <source>The computer players sit along the top, each with his purse; the pool lies on the left, the stock (and any turn-up) on the right. Played cards are laid out by suit and rank, so you can see at a glance how many of each rank are gone; the chain in play is bright and earlier cards are dimmed. Every call is shown in a bubble by the player who makes it, and counters fly to the pool.</source>
        <translation>Die Computerspieler sitzen oben, jeder mit seiner Kasse; der Pott liegt links, der Stapel (und eine aufgedeckte Karte) rechts. Gespielte Karten liegen nach Farbe und Rang geordnet, sodass Sie auf einen Blick sehen, wie viele von jedem Rang heraus sind; die laufende Kette ist hell, frühere Karten sind abgedunkelt. Jeder Ruf erscheint in einer Sprechblase beim Spieler, und Spielmarken fliegen in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="866"/>
        <source>Click a card (or drag it up onto the table) to play it. When you must pair, the cards that pair are marked and the prompt says so; any other card is refused with the reason.</source>
        <translation>Klicken Sie eine Karte an (oder ziehen Sie sie auf den Tisch), um sie zu spielen. Müssen Sie paaren, sind die passenden Karten markiert, und die Aufforderung sagt es; jede andere Karte wird mit Begründung abgelehnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="867"/>
        <source>play the card that pairs</source>
        <translation>die paarende Karte spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="868"/>
        <source>These rules follow the chapter on Snip-Snap-Snorum in W. H. Peel&apos;s *Round Games with Cards*, with its variations and Turn-up Snip. The game played like Pope Joan under the same name is Jig, which has its own page.</source>
        <translation>Diese Regeln folgen dem Kapitel über Snip-Snap-Snorum in W. H. Peels *Round Games with Cards*, mit seinen Varianten und Turn-up Snip. Das Spiel, das unter demselben Namen wie Pope Joan gespielt wird, ist Jig; es hat eine eigene Seite.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="933"/>
        <source>**Matrimony** — the queen and king of diamonds, which are **declared**, not played: a player who still holds both may show them when they have the lead because they have just played a stop, and takes what is on Matrimony.</source>
        <translation>**Hochzeit** — Karo-Dame und Karo-König, die **gemeldet**, nicht gespielt werden: Wer beide noch auf der Hand hat, darf sie zeigen, wenn er ausspielt, weil er eben einen Stopper gespielt hat, und nimmt, was auf Hochzeit liegt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="948"/>
        <source>**Play [7C] with Spin** — when you hold Spin and the card that follows on, here the [7C]: plays both, and Spin makes a stop. Clicking Spin does the same; clicking the [7C] plays it without Spin.</source>
        <translation>**[7C] mit Spin spielen** — wenn Sie Spin und die folgende Karte halten, hier [7C]: spielt beide, und Spin macht einen Stopper. Ein Klick auf Spin tut dasselbe; ein Klick auf [7C] spielt sie ohne Spin.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="949"/>
        <source>**Play Spin alone (a stop)** — when you lead just after playing a stop and have another card left. Clicking the ace of diamonds does the same.</source>
        <translation>**Spin allein spielen (Stopper)** — wenn Sie gleich nach einem Stopper ausspielen und noch eine weitere Karte haben. Ein Klick auf das Karo-Ass tut dasselbe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="950"/>
        <source>**Lead [AD] as an ordinary ace** — at the same moment: leads Spin as an ordinary ace, for the two of diamonds to follow. Spin&apos;s stake is paid either way.</source>
        <translation>**[AD] als gewöhnliches Ass ausspielen** — im selben Moment: spielt Spin als gewöhnliches Ass aus, sodass die Karo-Zwei folgt. Der Einsatz für Spin wird so oder so gezahlt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="951"/>
        <source>**Declare Matrimony** — when you lead just after playing a stop and still hold the queen and king of diamonds. The two cards are shown to everyone and stay in your hand.</source>
        <translation>**Hochzeit melden** — wenn Sie gleich nach einem Stopper ausspielen und Karo-Dame und Karo-König noch auf der Hand haben. Die beiden Karten werden allen gezeigt und bleiben auf Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="954"/>
        <source>These rules follow the chapter on Spin in W. H. Peel&apos;s *Round Games with Cards*, which leaves much of the play to his account of Pope Joan.</source>
        <translation>Diese Regeln folgen dem Kapitel über Spin in W. H. Peels *Round Games with Cards*, das vieles vom Spielablauf seiner Darstellung von Pope Joan überlässt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="494"/>
        <source>The player of a Jig or a stop leads again and so sheds one more card. Try to lead cards that bring the Jig, or a stop you hold, back into your own hand. If nothing stops the run first, the Jig to each card led is:</source>
        <translation>Wer einen Jig oder einen Stopper spielt, spielt erneut aus und wird so eine Karte mehr los. Versuchen Sie, Karten auszuspielen, die den Jig oder einen Ihrer Stopper wieder zu Ihnen zurückbringen. Wenn nichts die Folge vorher stoppt, gehört zu jeder ausgespielten Karte dieser Jig:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="495"/>
        <source>Card led</source>
        <translation>Ausgespielte Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="511"/>
        <source>When you hold a stop, lead a card up to four ranks below it in the same suit, none of the cards between having been played: the run climbs to your stop and the lead comes back to you.</source>
        <translation>Haben Sie einen Stopper, spielen Sie eine Karte derselben Farbe aus, die bis zu vier Ränge darunter liegt, sofern keine der Karten dazwischen schon gespielt ist: Die Folge steigt bis zu Ihrem Stopper, und das Ausspielen kommt wieder zu Ihnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="512"/>
        <source>Remember the cards played. A card whose next card has gone is a stop, and so a safe way to win the lead.</source>
        <translation>Merken Sie sich die gespielten Karten. Eine Karte, deren nächste Karte schon weg ist, ist ein Stopper und damit ein sicherer Weg, ans Ausspielen zu kommen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="799"/>
        <source>Winner takes Game only</source>
        <translation>Gewinner nimmt nur Spiel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="801"/>
        <source>These counters go on one at a time, each onto the compartment holding fewest (the first in the board&apos;s order when several are level), so every compartment is covered before any gets a second. Peel lets the players choose where; the app places them so that nobody has to.</source>
        <translation>Diese Spielmarken kommen einzeln aufs Brett, jede in das Fach, in dem am wenigsten liegt (bei Gleichstand in das erste in der Reihenfolge des Bretts), sodass jedes Fach bedacht ist, bevor eines eine zweite bekommt. Bei Peel wählen die Spieler selbst, wohin; die App verteilt sie, damit das niemand tun muss.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="802"/>
        <source>eight compartments, or the five of Five-Pool Pope, without King, Queen and Knave.</source>
        <translation>acht Fächer oder die fünf von Five-Pool Pope, ohne König, Dame und Bube.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="803"/>
        <source>everyone, the dealer paying double, or the dealer alone. When the dealer dresses it alone, play a whole round, so that everyone pays the same.</source>
        <translation>alle, wobei der Geber doppelt zahlt, oder der Geber allein. Besetzt der Geber es allein, spielen Sie einen ganzen Umlauf, damit alle gleich viel zahlen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="807"/>
        <source>a limit of four or six counters on what any one player pays for the Pope, turned up or played. Peel recommends it, above all when few are playing. There is no limit unless you set one.</source>
        <translation>eine Grenze von vier oder sechs Spielmarken für das, was ein einzelner Spieler für den Papst zahlt, ob aufgedeckt oder gespielt. Peel empfiehlt sie, vor allem wenn nur wenige spielen. Es gibt keine Grenze, solange Sie keine festlegen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="808"/>
        <source>a Pope turned up wins the whole deal for the dealer at once: Pope, the payments for it, and Game too. Nobody plays a card and nothing is paid for cards in hand. Peel did not think much of it.</source>
        <translation>ein aufgedeckter Papst gewinnt dem Geber sofort die ganze Runde: Papst, die Zahlungen dafür und auch Spiel. Niemand spielt eine Karte, und für Karten auf der Hand wird nichts gezahlt. Peel hielt nicht viel davon.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="810"/>
        <source>how many cards are set aside when the unseen stops are a fixed number; any odd cards after dealing equal hands are set aside too.</source>
        <translation>wie viele Karten beiseitegelegt werden, wenn die verdeckten Stopper eine feste Anzahl sind; übrige Karten nach dem Austeilen gleich großer Hände werden ebenfalls beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="811"/>
        <source>the dealer sees the spare hand, and so, as Peel insists, is dealt no cards and sits the deal out. The dealer still dresses the board and takes what a turn-up wins.</source>
        <translation>der Geber sieht die tote Hand und bekommt deshalb, wie Peel ausdrücklich verlangt, keine Karten und setzt die Runde aus. Er besetzt trotzdem das Brett und nimmt, was eine aufgedeckte Karte gewinnt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="813"/>
        <source>when the two cards of Matrimony or Intrigue come one straight after the other from different players, each takes half the stake, any odd counter staying on the board.</source>
        <translation>kommen die beiden Karten von Hochzeit oder Intrige unmittelbar nacheinander von verschiedenen Spielern, nimmt jeder die Hälfte des Einsatzes; eine übrige Spielmarke bleibt auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="814"/>
        <source>Lead the Pope and any ace early: nothing leads up to them, so unless you lead them yourself they stay in your hand.</source>
        <translation>Spielen Sie den Papst und jedes Ass früh aus: Nichts führt zu ihnen hinauf, daher bleiben sie auf Ihrer Hand, wenn Sie sie nicht selbst ausspielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="815"/>
        <source>Holding the knave and king of a suit, lead the knave. If the queen is missing, your knave is a stop; if someone plays the queen, your king must follow. Either way the lead comes back to you.</source>
        <translation>Haben Sie Bube und König einer Farbe, spielen Sie den Buben aus. Fehlt die Dame, ist Ihr Bube ein Stopper; spielt jemand die Dame, muss Ihr König folgen. So oder so kommt das Ausspielen wieder zu Ihnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="816"/>
        <source>Watch the board. When a compartment has grown rich, playing its card early may be worth more than clearing your lower cards first.</source>
        <translation>Behalten Sie das Brett im Auge. Liegt in einem Fach viel, kann es mehr wert sein, seine Karte früh zu spielen, als zuerst die niedrigeren Karten loszuwerden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="19"/>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="917"/>
        <source>Spin is a round game: the app seats three to eight players, each playing for themselves.</source>
        <translation>Spin ist ein Gesellschaftsspiel: Die App setzt drei bis acht Spieler an den Tisch, und jeder spielt für sich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="919"/>
        <source>Staking</source>
        <translation>Die Einsätze</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="920"/>
        <source>Before each deal the stakes go on the board:</source>
        <translation>Vor jeder Runde kommen die Einsätze aufs Brett:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="923"/>
        <source>Game is won at every deal. Matrimony and Intrigue keep their counters until someone declares them, so they can build up over several deals.</source>
        <translation>Spiel wird in jeder Runde gewonnen. Hochzeit und Intrige behalten ihre Spielmarken, bis jemand sie meldet, sodass sie über mehrere Runden anwachsen können.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="108"/>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="924"/>
        <source>Every card is dealt, so there are no unseen stops. Six are known from the start: the four kings, the seven of diamonds (the eight is out) and the ace of hearts (the two is out). Spin can make one more, whenever its holder likes.</source>
        <translation>Alle Karten werden ausgeteilt, daher gibt es keine verdeckten Stopper. Sechs sind von Anfang an bekannt: die vier Könige, die Karo-Sieben (die Acht fehlt) und das Herz-Ass (die Zwei fehlt). Spin kann einen weiteren schaffen, wann immer sein Besitzer will.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="925"/>
        <source>Spin, the ace of diamonds</source>
        <translation>Spin, das Karo-Ass</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="930"/>
        <source>A player still holding Spin when someone goes out pays double for the cards left in hand.</source>
        <translation>Wer Spin noch auf der Hand hat, wenn jemand ausgeht, zahlt für die Restkarten doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="913"/>
        <source>Spin</source>
        <translation>Spin</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="935"/>
        <source>Declared cards stay in their holder&apos;s hand, face up for all to see, and are played later like any others. Each pair can be declared once a deal. The first lead of a deal does not follow a stop, so nobody can declare with it.</source>
        <translation>Gemeldete Karten bleiben offen und für alle sichtbar in der Hand ihres Besitzers und werden später wie alle anderen gespielt. Jedes Paar kann einmal pro Runde gemeldet werden. Das erste Ausspielen einer Runde folgt auf keinen Stopper, daher kann dabei niemand melden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="936"/>
        <source>The winner also takes everything on Game, and a player still holding Spin pays double. The winner is let off the next stake on Game.</source>
        <translation>Der Gewinner nimmt außerdem alles, was auf Spiel liegt, und wer Spin noch auf der Hand hat, zahlt doppelt. Der Gewinner ist vom nächsten Einsatz auf Spiel befreit.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="937"/>
        <source>Peel&apos;s game: kings pay one counter, Spin three, the last winner is let off the next stake on Game, and an unplayed Spin pays double.</source>
        <translation>Peels Spiel: Könige bringen eine Spielmarke, Spin drei, der letzte Gewinner ist vom nächsten Einsatz auf Spiel befreit, und ein ungespielter Spin zahlt doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="938"/>
        <source>the counters in a stake: each player but the dealer stakes this on Game, and the dealer stakes twice this on Matrimony and once on Intrigue.</source>
        <translation>die Spielmarken eines Einsatzes: Jeder Spieler außer dem Geber setzt so viel auf Spiel, und der Geber setzt das Doppelte auf Hochzeit und das Einfache auf Intrige.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="939"/>
        <source>what every other player pays the player of Spin.</source>
        <translation>was jeder andere Spieler demjenigen zahlt, der Spin spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="940"/>
        <source>what every other player pays the player of a king.</source>
        <translation>was jeder andere Spieler demjenigen zahlt, der einen König spielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="941"/>
        <source>the dealer stakes Game as well as Matrimony and Intrigue. Peel mentions it, and finds it hard on the dealer.</source>
        <translation>der Geber setzt außer auf Hochzeit und Intrige auch auf Spiel. Peel erwähnt das und findet es hart für den Geber.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="942"/>
        <source>the last deal&apos;s winner does not stake the next Game (on in Peel&apos;s game).</source>
        <translation>der Gewinner der letzten Runde setzt in der nächsten nicht auf Spiel (in Peels Spiel eingeschaltet).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="943"/>
        <source>a player still holding Spin when another goes out pays twice as much a card (on in Peel&apos;s game).</source>
        <translation>wer Spin noch auf der Hand hat, wenn ein anderer ausgeht, zahlt je Karte das Doppelte (in Peels Spiel eingeschaltet).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="705"/>
        <source>The app finds the first dealer (dealing from you round the table until a knave appears), shuffles and deals, and makes every stake and payment for you. All you do is play your cards.</source>
        <translation>Die App ermittelt den ersten Geber (sie teilt von Ihnen aus reihum Karten aus, bis ein Bube erscheint), mischt und gibt und leistet jeden Einsatz und jede Zahlung für Sie. Sie selbst spielen nur Ihre Karten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="706"/>
        <source>The table</source>
        <translation>Der Spieltisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="707"/>
        <source>The computer players sit along the top, in the order of play from your left, with their cards face down. Your cards are at the bottom, with your name plate at the bottom left.</source>
        <translation>Die Computerspieler sitzen oben, in der Spielreihenfolge von Ihrer Linken aus, mit verdeckten Karten. Ihre Karten liegen unten, Ihr Namensschild unten links.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="709"/>
        <source>In the middle, the played cards lie in four rows, one for each suit (clubs, diamonds, hearts and spades), each card in its own place from ace to king, so the gaps show the cards still to come. The run being played is bright; earlier runs are dimmed.</source>
        <translation>In der Mitte liegen die gespielten Karten in vier Reihen, eine für jede Farbe (Kreuz, Karo, Herz und Pik), jede Karte an ihrem eigenen Platz vom Ass bis zum König, sodass die Lücken die noch ausstehenden Karten zeigen. Die laufende Folge ist hell, frühere Folgen sind abgedunkelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="710"/>
        <source>The places of cards that nobody can play this deal, such as those taken out of the pack or turned up, are struck through with a cross: the card just below each of them is a stop.</source>
        <translation>Die Plätze von Karten, die in dieser Runde niemand spielen kann, etwa weil sie aus dem Spiel genommen oder aufgedeckt sind, sind mit einem Kreuz durchgestrichen: Die Karte direkt darunter ist jeweils ein Stopper.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="703"/>
        <source>When it is your turn, your name plate glows and the panel on the right says what to do. To lead, click any card in your hand, or drag it up onto the table. The panel also names the stops in your hand that you can be sure of.</source>
        <translation>Wenn Sie am Zug sind, leuchtet Ihr Namensschild, und die Leiste rechts sagt, was zu tun ist. Zum Ausspielen klicken Sie eine beliebige Karte Ihrer Hand an oder ziehen sie nach oben auf den Tisch. Die Leiste nennt auch die Stopper auf Ihrer Hand, deren Sie sich sicher sein können.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="516"/>
        <source>This game needs no buttons: every card is played by clicking it.</source>
        <translation>Dieses Spiel braucht keine Schaltflächen: Jede Karte wird durch Anklicken gespielt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="824"/>
        <source>press that button (Pope in lieu, Pass, Play again)</source>
        <translation>diese Schaltfläche drücken (Papst als Ersatz, Passen, Nochmal spielen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="952"/>
        <source>**Declare Intrigue** — the same, for the knave and queen of diamonds.</source>
        <translation>**Intrige melden** — dasselbe für Karo-Bube und Karo-Dame.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="953"/>
        <source>press that button (Spin, Matrimony, Intrigue, Play again)</source>
        <translation>diese Schaltfläche drücken (Spin, Hochzeit, Intrige, Nochmal spielen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="197"/>
        <source>press that button (Play again)</source>
        <translation>diese Schaltfläche drücken (Nochmal spielen)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="308"/>
        <source>play the marked card</source>
        <translation>die markierte Karte spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="517"/>
        <source>play the card that follows on</source>
        <translation>die nächste Karte der Folge spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help/render.py" line="41"/>
        <source>start this game again with the same cards</source>
        <translation>dieses Spiel mit denselben Karten neu beginnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="699"/>
        <source>The history on the right lists everything in order: the cards that found the first dealer, each deal, every run with the reason it stopped and who leads next, every stake and payment with who paid whom, and any hand nobody played once it is turned up. At the end it gives what each player won or lost.</source>
        <translation>Der Verlauf rechts führt alles der Reihe nach auf: die Karten, mit denen der erste Geber ermittelt wurde, jede Runde, jede Folge mit dem Grund, warum sie gestoppt hat, und wer als Nächster ausspielt, jeden Einsatz und jede Zahlung samt Zahler und Empfänger und jede Hand, die niemand gespielt hat, sobald sie aufgedeckt ist. Am Ende nennt er, was jeder Spieler gewonnen oder verloren hat.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="700"/>
        <source>Game ▸ Replay This Game (`Ctrl+R`) starts the game again from its first deal, with exactly the same cards. Game ▸ Game Number… shows the **game number**, which names the shuffle: enter it under More choices in New Game, with the same house rules, to play the same cards again another day.</source>
        <translation>Spiel ▸ Dieses Spiel wiederholen (`Ctrl+R`) beginnt das Spiel noch einmal ab der ersten Runde, mit genau denselben Karten. Spiel ▸ Spielnummer… zeigt die **Spielnummer**, die die Mischung bezeichnet: Tragen Sie sie mit denselben Hausregeln unter „Weitere Optionen“ von Neues Spiel ein, um dieselben Karten an einem anderen Tag noch einmal zu spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="701"/>
        <source>A game in progress is saved as you play. If you close the app, it offers to carry on where you left off the next time it starts.</source>
        <translation>Ein laufendes Spiel wird beim Spielen gespeichert. Wenn Sie die App schließen, bietet sie Ihnen beim nächsten Start an, dort weiterzuspielen, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="702"/>
        <source>Settings ▸ Options… sets the size of the cards, how fast they move and how long the computer players pause before they play.</source>
        <translation>Unter Einstellungen ▸ Optionen… legen Sie fest, wie groß die Karten sind, wie schnell sie sich bewegen und wie lange die Computerspieler innehalten, bevor sie spielen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="188"/>
        <source>Start a game with Game ▸ New Game… (`Ctrl+N`): choose the house rules, the number of players and how strong each computer player is, and deal.</source>
        <translation>Beginnen Sie ein Spiel mit Spiel ▸ Neues Spiel… (`Ctrl+N`): Wählen Sie die Hausregeln, die Zahl der Spieler und die Spielstärke jedes Computerspielers, und geben Sie.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="796"/>
        <source>a board of five compartments only: Pope, Matrimony, Intrigue, Ace and Game. The king, queen and knave of trumps win nothing, and at least twelve counters dress the board in equal shares, the dealer paying double: twelve with three or five players, fifteen with four.</source>
        <translation>ein Brett mit nur fünf Fächern: Papst, Hochzeit, Intrige, Ass und Spiel. König, Dame und Bube in Trumpf gewinnen nichts, und mindestens zwölf Spielmarken besetzen das Brett zu gleichen Teilen, wobei der Geber doppelt zahlt: zwölf bei drei oder fünf Spielern, fünfzehn bei vier.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="806"/>
        <source>the variation described under [Winner takes Game only](#game-only).</source>
        <translation>die unter [Gewinner nimmt nur Spiel](#game-only) beschriebene Variante.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="809"/>
        <source>a spare hand dealt with the others, as Peel advises; or, as his *Limited Stops*, a fixed number of cards set aside before the deal, or the cards left over once everyone has the same number.</source>
        <translation>eine tote Hand, die mit den anderen ausgeteilt wird, wie Peel rät; oder, nach seinen *Limited Stops*, eine feste Anzahl Karten, die vor dem Geben beiseitegelegt wird, oder die Karten, die übrig bleiben, wenn alle gleich viele haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="817"/>
        <source>On the right lies the spare hand, labelled **Dead hand**, face down until the deal ends (face up for a dealer allowed to look at it), and below it the turn-up, with the trump suit named above it.</source>
        <translation>Rechts liegt die tote Hand, beschriftet mit **Tote Hand**, verdeckt bis zum Ende der Runde (offen für einen Geber, der sie ansehen darf), und darunter die aufgedeckte Karte, über der die Trumpffarbe steht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="818"/>
        <source>What the players call appears in a bubble beside them as it happens: *Pope!*, *Matrimony!* and the like as a chance is won, *Stop!* at each stop and *Out!* for the winner.</source>
        <translation>Was die Spieler rufen, erscheint im selben Moment in einer Sprechblase neben ihnen: *Papst!*, *Hochzeit!* und Ähnliches, wenn ein Fach gewonnen wird, *Stopp!* bei jedem Stopper und *Aus!* für den Gewinner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="819"/>
        <source>The board on the left is a round tray with a compartment for each chance: eight, or five for Five-Pool Pope. Once trumps are known, each compartment shows the cards that win it.</source>
        <translation>Das Brett links ist ein rundes Tablett mit einem Fach für jede Gewinnmöglichkeit: acht, oder fünf bei Five-Pool Pope. Sobald Trumpf feststeht, zeigt jedes Fach die Karten, die es gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="821"/>
        <source>Pope Joan needs no buttons: every card is played by clicking it. The one exception is the house rule **Pope in place of a stop**.</source>
        <translation>Pope Joan braucht keine Schaltflächen: Jede Karte wird durch Anklicken gespielt. Die einzige Ausnahme ist die Hausregel **Papst anstelle eines Stoppers**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="825"/>
        <source>These rules follow W. H. Peel&apos;s *Round Games with Cards*: Pope Joan with its worked hand, its variations, Five-Pool Pope, Pope Joan Wins, Limited Stops, looking at the spare hand and the Pope played in place of a stop.</source>
        <translation>Diese Regeln folgen W. H. Peels *Round Games with Cards*: Pope Joan mit seinem durchgespielten Beispiel, seinen Varianten, Five-Pool Pope, Pope Joan Wins, Limited Stops, dem Einsehen der toten Hand und dem Papst anstelle eines Stoppers.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="845"/>
        <source>All the cards are dealt, as evenly as they go. A player keeps playing one card after another until the next player pairs one; then play rests with the pairer, who plays on in the same way. Playing on, a card of the rank you have just played pairs nothing: you pair only the card of the player on your right.</source>
        <translation>Alle Karten werden gegeben, so gleichmäßig es geht. Ein Spieler spielt eine Karte nach der anderen, bis der nächste eine davon paart; dann liegt das Spiel beim Paarenden, der ebenso weiterspielt. Spielt man weiter, paart eine Karte vom Rang der eben gespielten nichts: Man paart nur die Karte des Spielers zur Rechten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="885"/>
        <source>the best trump, by the chief hand, as soon as he has turned it and again whenever his turn comes round;</source>
        <translation>der beste Trumpf, von der führenden Hand, sobald sie ihn aufgedeckt hat und wieder, wann immer sie an die Reihe kommt;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="914"/>
        <source>Pope Joan&apos;s quicker cousin for three to eight players, with no spare hand: kings and the ace of diamonds pay as they fall, and the first out takes Game. The last part, [How to play in this app](#app), explains the table.</source>
        <translation>Der schnellere Verwandte von Pope Joan für drei bis acht Spieler, ohne tote Hand: Könige und das Karo-Ass werden bezahlt, sobald sie fallen, und wer als Erster ausgeht, nimmt Spiel. Der letzte Teil, [So spielen Sie in dieser App](#app), erklärt den Spieltisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="915"/>
        <source>Spin is an offshoot of Pope Joan. Everyone tries to get rid of their cards by playing them in runs up the suit, and the first player out of cards wins the counters staked on **Game** and a payment for every card the others still hold.</source>
        <translation>Spin ist ein Ableger von Pope Joan. Alle versuchen, ihre Karten loszuwerden, indem sie sie in Folgen die Farbe hinauf spielen, und wer als Erster keine Karten mehr hat, gewinnt die Spielmarken, die auf **Spiel** gesetzt sind, und eine Zahlung für jede Karte, die die anderen noch halten.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="916"/>
        <source>On the way, every king and the ace of diamonds, called **Spin**, earn their player a payment from everyone as they are played, and two pairs of diamonds, **Matrimony** and **Intrigue**, win the counters staked on them.</source>
        <translation>Unterwegs bringen jeder König und das Karo-Ass, **Spin** genannt, ihrem Spieler beim Spielen eine Zahlung von allen anderen ein, und zwei Karopaare, **Hochzeit** und **Intrige**, gewinnen die auf sie gesetzten Spielmarken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="918"/>
        <source>The pack has 50 cards: the eight of diamonds and the two of hearts are taken out. The jack is called the *knave*, as in Pope Joan.</source>
        <translation>Das Kartenspiel hat 50 Karten: Die Karo-Acht und die Herz-Zwei werden herausgenommen. Der Bube heißt in den englischen Regeln *knave*, wie bei Pope Joan.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="921"/>
        <source>each player except the dealer stakes one counter on **Game**, but the winner of the last deal is let off;</source>
        <translation>jeder Spieler außer dem Geber setzt eine Spielmarke auf **Spiel**, nur der Gewinner der letzten Runde ist davon befreit;</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="922"/>
        <source>the dealer stakes two counters on **Matrimony** and one on **Intrigue**.</source>
        <translation>der Geber setzt zwei Spielmarken auf **Hochzeit** und eine auf **Intrige**.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="926"/>
        <source>The ace of diamonds is **Spin**. Whichever of these three ways it is played, every other player pays its player three counters at once:</source>
        <translation>Das Karo-Ass ist **Spin**. Auf welche der folgenden drei Arten es auch gespielt wird, jeder andere Spieler zahlt dem, der es spielt, sofort drei Spielmarken:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="927"/>
        <source>**With a card that follows on.** When you play a card in sequence, you may lay Spin beside it. Spin then counts as a stop, so you lead next.</source>
        <translation>**Mit einer Karte der Folge.** Wenn Sie die nächste Karte einer Folge spielen, dürfen Sie Spin danebenlegen. Spin gilt dann als Stopper, also spielen Sie als Nächster aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="928"/>
        <source>**Alone, after a stop.** When you have the lead because you have just played a stop, you may play Spin on its own. It is a stop too, so you keep the lead; you need another card left to do this.</source>
        <translation>**Allein, nach einem Stopper.** Wenn Sie ausspielen, weil Sie gerade einen Stopper gespielt haben, dürfen Sie Spin für sich allein spielen. Es ist ebenfalls ein Stopper, Sie spielen also wieder aus; dafür müssen Sie noch eine weitere Karte haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="929"/>
        <source>**As an ordinary ace.** You may simply lead it like any other card; the two of diamonds then follows on.</source>
        <translation>**Als gewöhnliches Ass.** Sie dürfen es auch einfach wie jede andere Karte ausspielen; dann folgt die Karo-Zwei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="931"/>
        <source>**Kings** — every king played, led or following on, earns its player one counter from each other player.</source>
        <translation>**Könige** — jeder gespielte König, ob ausgespielt oder als nächste Karte der Folge, bringt seinem Spieler von jedem anderen Spieler eine Spielmarke ein.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="932"/>
        <source>**Spin** — three counters from each other player, as above.</source>
        <translation>**Spin** — drei Spielmarken von jedem anderen Spieler, wie oben beschrieben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="934"/>
        <source>**Intrigue** — the knave and queen of diamonds, declared in the same way.</source>
        <translation>**Intrige** — Karo-Bube und Karo-Dame, auf dieselbe Weise gemeldet.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="944"/>
        <source>What the players call appears in a bubble beside them as it happens: *Spin!* as Spin is played, *Matrimony!* or *Intrigue!* when declared, *Stop!* at each stop and *Out!* for the winner.</source>
        <translation>Was die Spieler rufen, erscheint im selben Moment in einer Sprechblase neben ihnen: *Spin!*, wenn Spin gespielt wird, *Hochzeit!* oder *Intrige!* beim Melden, *Stopp!* bei jedem Stopper und *Aus!* für den Gewinner.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="945"/>
        <source>The board on the left is a round tray with three compartments: Matrimony, Intrigue and Game.</source>
        <translation>Das Brett links ist ein rundes Tablett mit drei Fächern: Hochzeit, Intrige und Spiel.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="692"/>
        <source>The board on the left shows the four pool cards of the deal, with the counters staked on each lying below it.</source>
        <translation>Das Brett links zeigt die vier Pottkarten der Runde; die darauf gesetzten Spielmarken liegen jeweils darunter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="515"/>
        <source>There is no board unless the house rules add a pool; the pool is then a round dish on the left.</source>
        <translation>Ein Brett gibt es nur, wenn die Hausregeln einen Pott vorsehen; der Pott ist dann eine runde Schale links.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="514"/>
        <source>The board and the counters</source>
        <translation>Das Brett und die Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="697"/>
        <source>Counters are drawn in stacks of five, each five in a new colour, and a brass medallion gives the number. Whenever counters change hands they fly from the purse or the board to where they are going, and whatever is won on the board glows for a moment.</source>
        <translation>Spielmarken werden in Stapeln zu fünf dargestellt, jede Fünfergruppe in einer neuen Farbe, und ein Messingmedaillon nennt die Zahl. Wechseln Spielmarken den Besitzer, fliegen sie aus der Kasse oder vom Brett an ihr Ziel, und was auf dem Brett gewonnen wird, leuchtet kurz auf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="820"/>
        <source>The Pope in place of a stop</source>
        <translation>Der Papst anstelle eines Stoppers</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="946"/>
        <source>Spin and the declarations</source>
        <translation>Spin und das Melden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/help_strings.py" line="947"/>
        <source>Spin&apos;s choices appear as buttons when you may make them:</source>
        <translation>Die Möglichkeiten von Spin erscheinen als Schaltflächen, sobald Sie sie nutzen dürfen:</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../hoyle_desktop/ui/saver.py" line="90"/>
        <source>This game cannot be saved to %1, so if the app closes it cannot be resumed. Check that the folder can be written to and is not full.</source>
        <translation>Dieses Spiel kann nicht in %1 gespeichert werden; wird die App geschlossen, lässt es sich nicht fortsetzen. Prüfen Sie, ob der Ordner beschreibbar und nicht voll ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/saver.py" line="97"/>
        <source>Saving failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/side_panel.py" line="103"/>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/side_panel.py" line="124"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
</context>
<context>
    <name>SnipSnap</name>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="18"/>
        <source>Your turn: play any card. Whoever holds its rank next must pair it.</source>
        <translation>Sie sind dran: spielen Sie eine beliebige Karte. Wer als Nächster ihren Rang hat, muss sie paaren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="25"/>
        <source>Pair it: play your %1.</source>
        <translation>Paaren Sie: spielen Sie Ihre %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="26"/>
        <source>You can pair it with your %1; failing to pair is fined double.</source>
        <translation>Sie können mit Ihrer %1 paaren; wer nicht paart, zahlt doppelt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="33"/>
        <source>You must pair the card just played.</source>
        <translation>Sie müssen die eben gespielte Karte paaren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="34"/>
        <source>You must pair the card just played with your %1.</source>
        <translation>Sie müssen die eben gespielte Karte mit Ihrer %1 paaren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="42"/>
        <source>Snip!</source>
        <translation>Snip!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="43"/>
        <source>Snap!</source>
        <translation>Snap!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="44"/>
        <source>Snorum!</source>
        <translation>Snorum!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="52"/>
        <source>You lead the %1</source>
        <translation>Sie spielen %1 aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="54"/>
        <source>%2 leads the %1</source>
        <translation>%2 spielt %1 aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="58"/>
        <source>You pair it with the %1: %3</source>
        <translation>Sie paaren mit %1: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="60"/>
        <source>%2 pairs it with the %1: %3</source>
        <translation>%2 paart mit %1: %3</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="66"/>
        <source>Failed to pair!</source>
        <translation>Nicht gepaart!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="71"/>
        <source>You could have paired the %1 and are fined double</source>
        <translation>Sie hätten die %1 paaren können und zahlen doppelt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="73"/>
        <source>%2 could have paired the %1 and is fined double</source>
        <translation>%2 hätte die %1 paaren können und zahlt doppelt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="79"/>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="83"/>
        <source>Turn-up</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="87"/>
        <source>Turned up: the %1, for the first player to pair</source>
        <translation>Aufgedeckt: %1, für den ersten Spieler zum Paaren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="93"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="99"/>
        <source>You are the last one in and take the pool!</source>
        <translation>Sie sind als Letzter übrig und nehmen den Pott!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="101"/>
        <source>%1 is the last one in and takes the pool</source>
        <translation>%1 ist als Letzter übrig und nimmt den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="106"/>
        <source>You are out of cards first and take the pool!</source>
        <translation>Sie haben als Erster keine Karten mehr und nehmen den Pott!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="108"/>
        <source>%1 is out of cards first and takes the pool</source>
        <translation>%1 hat als Erster keine Karten mehr und nimmt den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="116"/>
        <source>Last in!</source>
        <translation>Letzter!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="118"/>
        <source>Out!</source>
        <translation>Aus!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="124"/>
        <source>%1&apos;s cards go face down onto the stock (%2)</source>
        <translation>Die Karten von %1 kommen verdeckt auf den Stapel (%2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="133"/>
        <source>%1: %2 into the pool, snipped</source>
        <translation>%1: %2 in den Pott, gesnippt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="134"/>
        <source>%1: %2 into the pool, snapped</source>
        <translation>%1: %2 in den Pott, gesnappt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="135"/>
        <source>%1: %2 into the pool for Snorum</source>
        <translation>%1: %2 in den Pott für Snorum</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="136"/>
        <source>%1: %2 into the pool, fined for not pairing</source>
        <translation>%1: %2 in den Pott, Strafe fürs Nichtpaaren</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/snip_words.py" line="144"/>
        <source>%1: 1 counter from the pool for pairing the turn-up</source>
        <translation>%1: 1 Spielmarke aus dem Pott für das Paaren der aufgedeckten Karte</translation>
    </message>
</context>
<context>
    <name>Speculation</name>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="52"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="102"/>
        <source>Turn-up: the pool</source>
        <translation>Trumpfkarte: der Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="105"/>
        <source>Turn-up: %1</source>
        <translation>Trumpfkarte: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="127"/>
        <source>Pool: %1</source>
        <translation>Pott: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="138"/>
        <source>Spare hand</source>
        <translation>Extrahand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="158"/>
        <source>(dealer)</source>
        <translation>(Geber)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="160"/>
        <source>%1 · purse %2</source>
        <translation>%1 · Kasse %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="162"/>
        <source>chief hand</source>
        <translation>führende Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/board.py" line="244"/>
        <source>takes the pool</source>
        <translation>gewinnt den Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="19"/>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="29"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="31"/>
        <source>For sale:</source>
        <translation>Zu verkaufen:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="32"/>
        <source>Offered by:</source>
        <translation>Angeboten von:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="33"/>
        <source>Asking:</source>
        <translation>Verlangt:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="34"/>
        <source>Best bid:</source>
        <translation>Bestes Gebot:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="35"/>
        <source>Worth:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="36"/>
        <source>Your &amp;price (counters):</source>
        <translation>Ihr &amp;Preis (Spielmarken):</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="49"/>
        <source>%1 from %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="54"/>
        <source>none yet</source>
        <translation>noch keines</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="61"/>
        <source>you, if you offer it</source>
        <translation>Sie, wenn Sie es anbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/offer_panel.py" line="79"/>
        <source>%1 counters to its holder (a %2% chance to win the pool)</source>
        <translation>%1 Spielmarken für den Besitzer (%2 % Chance auf den Pott)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="96"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="129"/>
        <source>The game is resumed where you left it.</source>
        <translation>Das Spiel wird dort fortgesetzt, wo Sie aufgehört haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="163"/>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="232"/>
        <source>%1 is answering the offer.</source>
        <translation>%1 beantwortet das Angebot.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="236"/>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="242"/>
        <source>You dealt. Turn up the trump card, or offer it for sale first at the price below.</source>
        <translation>Sie haben gegeben. Decken Sie die Trumpfkarte auf, oder bieten Sie sie zuerst zum Preis unten zum Verkauf an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="247"/>
        <source>Your turn: turn up your next card, or offer it for sale first at the price below.</source>
        <translation>Sie sind dran: Decken Sie Ihre nächste Karte auf, oder bieten Sie sie zuerst zum Preis unten zum Verkauf an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="252"/>
        <source>You hold the best trump. Keep it, or offer it for sale at the price below.</source>
        <translation>Sie halten den besten Trumpf. Behalten Sie ihn, oder bieten Sie ihn zum Preis unten zum Verkauf an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="256"/>
        <source>Everyone else has turned up. Turn up your cards, or sell them, singly or all together.</source>
        <translation>Alle anderen haben aufgedeckt. Decken Sie Ihre Karten auf, oder verkaufen Sie sie, einzeln oder alle zusammen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="264"/>
        <source>%1 offers %2 for %3. Buy it, bid less (your price below), or refuse.</source>
        <translation>%1 bietet %2 für %3 an. Kaufen Sie, bieten Sie weniger (Ihr Preis unten), oder lehnen Sie ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="268"/>
        <source>%1 offers %2 for %3. Buy it, or refuse.</source>
        <translation>%1 bietet %2 für %3 an. Kaufen Sie, oder lehnen Sie ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="278"/>
        <source>%1 bids %2. Accept, ask another price (below), or keep the card.</source>
        <translation>%1 bietet %2. Nehmen Sie an, nennen Sie einen anderen Preis (unten), oder behalten Sie die Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="282"/>
        <source>%1 bids %2. Accept, or keep the card.</source>
        <translation>%1 bietet %2. Nehmen Sie an, oder behalten Sie die Karte.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="295"/>
        <source>T&amp;urn up the trump card</source>
        <translation>Trumpfkarte auf&amp;decken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="296"/>
        <source>T&amp;urn up my cards</source>
        <translation>Meine Karten auf&amp;decken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="297"/>
        <source>T&amp;urn up my card</source>
        <translation>Meine Karte auf&amp;decken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="302"/>
        <source>&amp;Keep the best trump</source>
        <translation>Besten Trumpf &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="309"/>
        <source>&amp;Offer at my price</source>
        <translation>Zu meinem Preis &amp;anbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="316"/>
        <source>Offer a&amp;ll at my price</source>
        <translation>Alle zu meinem Preis a&amp;nbieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="323"/>
        <source>&amp;Buy for %1</source>
        <translation>&amp;Kaufen für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="329"/>
        <source>B&amp;id my price</source>
        <translation>Meinen Preis b&amp;ieten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="334"/>
        <source>A&amp;ccept %1</source>
        <translation>%1 a&amp;nnehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="341"/>
        <source>Cou&amp;nter at my price</source>
        <translation>&amp;Gegenangebot zu meinem Preis</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="347"/>
        <source>Re&amp;fuse</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="349"/>
        <source>&amp;Keep the card</source>
        <translation>Karte &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/table.py" line="356"/>
        <source>&amp;Look at card %1 (pays %2)</source>
        <translation>Karte %1 an&amp;sehen (zahlt %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="37"/>
        <source>%1 counter</source>
        <translation>%1 Spielmarke</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="38"/>
        <source>%1 counters</source>
        <translation>%1 Spielmarken</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="44"/>
        <source>your %1 face-down cards, all together</source>
        <translation>Ihre %1 verdeckten Karten, alle zusammen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="46"/>
        <source>your next card (face down)</source>
        <translation>Ihre nächste Karte (verdeckt)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="48"/>
        <source>the turn-up (face down)</source>
        <translation>die Trumpfkarte (verdeckt)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="50"/>
        <source>the %1, the best trump</source>
        <translation>%1, der beste Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="53"/>
        <source>%1&apos;s %2 face-down cards, all together</source>
        <translation>die %2 verdeckten Karten von %1, alle zusammen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="55"/>
        <source>%1&apos;s next card (face down)</source>
        <translation>die nächste Karte von %1 (verdeckt)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="61"/>
        <source>their next card (face down)</source>
        <translation>seine nächste Karte (verdeckt)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="64"/>
        <source>their %1 face-down cards, all together</source>
        <translation>seine %1 verdeckten Karten, alle zusammen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="72"/>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="74"/>
        <source>%1 face-down cards</source>
        <translation>%1 verdeckte Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="75"/>
        <source>the turn-up</source>
        <translation>die Trumpfkarte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="80"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="81"/>
        <source>You have nothing you may offer now (a card is offered three times a deal at most).</source>
        <translation>Sie können jetzt nichts anbieten (eine Karte wird höchstens dreimal in einer Runde angeboten).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="85"/>
        <source>That price is not allowed: a bid must beat the best bid and stay below the asking price.</source>
        <translation>Dieser Preis ist nicht erlaubt: Ein Gebot muss das beste Gebot übertreffen und unter dem verlangten Preis bleiben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="89"/>
        <source>Your purse does not hold that many counters.</source>
        <translation>So viele Spielmarken hat Ihre Kasse nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="90"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="92"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="98"/>
        <source>%1 gets the first knave and deals first.</source>
        <translation>%1 bekommt den ersten Buben und gibt zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="99"/>
        <source>You get the first knave and deal first.</source>
        <translation>Sie bekommen den ersten Buben und geben zuerst.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="102"/>
        <source>Deal %2: %1 deals and pays two into the pool, everyone else one.</source>
        <translation>Runde %2: %1 gibt und zahlt zwei in den Pott, alle anderen eine.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="103"/>
        <source>Deal %2: you deal and pay two into the pool, everyone else one.</source>
        <translation>Runde %2: Sie geben und zahlen zwei in den Pott, alle anderen eine.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="106"/>
        <source>%1 turns up the %2 for trumps.</source>
        <translation>%1 deckt die Trumpfkarte auf: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="107"/>
        <source>You turn up the %2 for trumps.</source>
        <translation>Sie decken die Trumpfkarte auf: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="110"/>
        <source>%1 turns up the %2.</source>
        <translation>%1 deckt auf: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="111"/>
        <source>You turn up the %2.</source>
        <translation>Sie decken auf: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="114"/>
        <source>%1 turns up the %2, a higher trump: it goes to %3.</source>
        <translation>%1 deckt auf: %2, ein höherer Trumpf, der an %3 geht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="115"/>
        <source>You turn up the %2, a higher trump: it goes to %3.</source>
        <translation>Sie decken auf: %2, ein höherer Trumpf, der an %3 geht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="118"/>
        <source>%1 is the chief hand with the %2.</source>
        <translation>%1 ist die führende Hand mit %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="119"/>
        <source>You are the chief hand with the %2.</source>
        <translation>Sie sind die führende Hand mit %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="122"/>
        <source>%1 keeps the %2.</source>
        <translation>%1 behält %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="123"/>
        <source>You keep the %2.</source>
        <translation>Sie behalten %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="126"/>
        <source>%1 offers %2 for %3.</source>
        <translation>%1 bietet %2 für %3 an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="127"/>
        <source>You offer %2 for %3.</source>
        <translation>Sie bieten %2 für %3 an.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="129"/>
        <source>%1 bids %2.</source>
        <translation>%1 bietet %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="129"/>
        <source>You bid %2.</source>
        <translation>Sie bieten %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="131"/>
        <source>%1 refuses.</source>
        <translation>%1 lehnt ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="132"/>
        <source>You refuse.</source>
        <translation>Sie lehnen ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="135"/>
        <source>%1 asks %2 instead.</source>
        <translation>%1 verlangt stattdessen %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="136"/>
        <source>You ask %2 instead.</source>
        <translation>Sie verlangen stattdessen %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="139"/>
        <source>%1 keeps it rather than take the bid.</source>
        <translation>%1 behält die Karte, statt das Gebot anzunehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="140"/>
        <source>You keep it rather than take the bid.</source>
        <translation>Sie behalten die Karte, statt das Gebot anzunehmen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="143"/>
        <source>%3 buys %2 from %1 for %4.</source>
        <translation>%3 kauft %2 von %1 für %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="144"/>
        <source>%3 buys %2 from you for %4.</source>
        <translation>%3 kauft %2 von Ihnen für %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="147"/>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="148"/>
        <source>You buy %2 from %1 for %4.</source>
        <translation>Sie kaufen %2 von %1 für %4.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="151"/>
        <source>%1 looks at a card out of turn, pays the penalty and cannot take the pool this deal.</source>
        <translation>%1 sieht vorzeitig eine Karte an, zahlt die Strafe und kann den Pott in dieser Runde nicht gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="155"/>
        <source>You look at one of your cards: the %2. You pay the penalty and cannot take the pool.</source>
        <translation>Sie sehen eine Ihrer Karten an: %2. Sie zahlen die Strafe und können den Pott nicht gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="161"/>
        <source>%1 wins with the %2.</source>
        <translation>%1 gewinnt mit %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="162"/>
        <source>You win with the %2.</source>
        <translation>Sie gewinnen mit %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="165"/>
        <source>%1 takes the pool: %2.</source>
        <translation>%1 gewinnt den Pott: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="166"/>
        <source>You take the pool: %2.</source>
        <translation>Sie gewinnen den Pott: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="169"/>
        <source>%1 pays %2 for a knave or five turned up.</source>
        <translation>%1 zahlt %2 für einen aufgedeckten Buben oder eine Fünf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="170"/>
        <source>You pay %2 for a knave or five turned up.</source>
        <translation>Sie zahlen %2 für einen aufgedeckten Buben oder eine Fünf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="173"/>
        <source>%1 pays %2 into the pool.</source>
        <translation>%1 zahlt %2 in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="174"/>
        <source>You pay %2 into the pool.</source>
        <translation>Sie zahlen %2 in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="177"/>
        <source>%1 takes %2 of the pool left at the end.</source>
        <translation>%1 erhält %2 aus dem Pott, der am Ende übrig ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="178"/>
        <source>You take %2 of the pool left at the end.</source>
        <translation>Sie erhalten %2 aus dem Pott, der am Ende übrig ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="181"/>
        <source>%1 buys in again.</source>
        <translation>%1 kauft neue Spielmarken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="182"/>
        <source>You buy in again.</source>
        <translation>Sie kaufen neue Spielmarken.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="185"/>
        <source>%1 holds the best trump but looked out of turn: the pool stays for the next deal.</source>
        <translation>%1 hält den besten Trumpf, hat aber vorzeitig hingesehen: Der Pott bleibt für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="188"/>
        <source>You hold the best trump but looked out of turn: the pool stays for the next deal.</source>
        <translation>Sie halten den besten Trumpf, haben aber vorzeitig hingesehen: Der Pott bleibt für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="195"/>
        <source>The turn-up is the %2; it belongs to the pool.</source>
        <translation>Die Trumpfkarte ist %2; sie gehört dem Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="196"/>
        <source>Nobody buys.</source>
        <translation>Niemand kauft.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="197"/>
        <source>The %2 turned up ends the hand at once.</source>
        <translation>Die aufgedeckte Trumpfkarte %2 beendet die Runde sofort.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="198"/>
        <source>The spare hand: %2.</source>
        <translation>Die Extrahand: %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="199"/>
        <source>The spare hand holds a better trump: the pool stays for the next deal.</source>
        <translation>Die Extrahand enthält einen besseren Trumpf: Der Pott bleibt für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="202"/>
        <source>The turn-up belongs to the pool and was not beaten: the pool stays for the next deal.</source>
        <translation>Die Trumpfkarte gehört dem Pott und wurde nicht geschlagen: Der Pott bleibt für die nächste Runde stehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="255"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="286"/>
        <source>The game is over. You win, %1 up.</source>
        <translation>Das Spiel ist vorbei. Sie gewinnen, %1 im Plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="290"/>
        <source>The game is over. You finish %1 up.</source>
        <translation>Das Spiel ist vorbei. Sie beenden es mit %1 im Plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="293"/>
        <source>The game is over. You finish %1 down.</source>
        <translation>Das Spiel ist vorbei. Sie beenden es mit %1 im Minus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/speculation/wording.py" line="298"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="39"/>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="40"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="41"/>
        <source>Cribbage statistics</source>
        <translation>Cribbage-Statistik</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="43"/>
        <source>&amp;Every game</source>
        <translation>&amp;Alle Spiele</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="44"/>
        <source>&amp;Cribbage</source>
        <translation>&amp;Cribbage</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="47"/>
        <source>A game abandoned after your first move counts as played and not won. A game in which you took back a move is not counted; it is listed under “With undo”.</source>
        <translation>Ein Spiel, das nach Ihrem ersten Zug aufgegeben wird, zählt als gespielt und nicht gewonnen. Ein Spiel, in dem Sie einen Zug zurückgenommen haben, zählt nicht; es steht unter „Mit Zurücknahme“.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="53"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="84"/>
        <source>Game and house rules</source>
        <translation>Spiel und Hausregeln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="77"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="78"/>
        <source>Current run of wins</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="78"/>
        <source>Best run</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="78"/>
        <source>Net counters</source>
        <translation>Spielmarken netto</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="79"/>
        <source>With undo</source>
        <translation>Mit Zurücknahme</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="84"/>
        <source>Lurches and skunks given</source>
        <translation>Lurch/Schneider verteilt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="84"/>
        <source>Taken</source>
        <translation>Erlitten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Pegging a deal</source>
        <translation>Ausspielen je Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Hand a deal</source>
        <translation>Hand je Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Crib a deal</source>
        <translation>Crib je Runde</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="85"/>
        <source>Best hand</source>
        <translation>Beste Hand</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="149"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="153"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/dialogs/statistics.py" line="153"/>
        <source>Forget every game played so far?</source>
        <translation>Alle bisher gespielten Spiele vergessen?</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/seats.py" line="12"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="205"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/table/seats.py" line="13"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/stops/seat_items.py" line="124"/>
        <source>D</source>
        <comment>badge on the dealer&apos;s seat</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../hoyle_desktop/ui/table/keys.py" line="32"/>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
</context>
<context>
    <name>Trading</name>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="120"/>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="161"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="240"/>
        <source>The game is resumed where you left it.</source>
        <translation>Das Spiel wird dort fortgesetzt, wo Sie es verlassen haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="356"/>
        <source>purse %1</source>
        <translation>Kasse %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="358"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="361"/>
        <source>stands</source>
        <translation>bleibt stehen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="362"/>
        <source>has passed</source>
        <translation>hat gepasst</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="363"/>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="368"/>
        <source>counters %1</source>
        <translation>Marken %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="370"/>
        <source>tricks %1</source>
        <translation>Stiche %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="372"/>
        <source>to act</source>
        <translation>ist dran</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="377"/>
        <source>Pool: %1</source>
        <translation>Pott: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="381"/>
        <source>You deal (hand %1 of %2)</source>
        <translation>Sie geben (Runde %1 von %2)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="384"/>
        <source>%1 deals (hand %2 of %3)</source>
        <translation>%1 gibt (Runde %2 von %3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="387"/>
        <source>Stock: %1 cards</source>
        <translation>Talon: %1 Karten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/table.py" line="389"/>
        <source>Round %1</source>
        <translation>Umlauf %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="34"/>
        <source>You pay %1 %2.</source>
        <translation>Sie zahlen %1 %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="35"/>
        <source>You pay %1 into the pool.</source>
        <translation>Sie zahlen %1 in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="38"/>
        <source>You receive %1 from %2.</source>
        <translation>Sie erhalten %1 von %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="39"/>
        <source>You take %1 from the pool.</source>
        <translation>Sie nehmen %1 aus dem Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="49"/>
        <source>%1 takes %3 from the pool.</source>
        <translation>%1 nimmt %3 aus dem Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="50"/>
        <source>%2 (the dealer) pays %1 %3.</source>
        <translation>%2 (der Geber) zahlt %1 %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="51"/>
        <source>%2 stood and was beaten: pays %1 %3.</source>
        <translation>%2 ist stehen geblieben und wurde geschlagen: zahlt %1 %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="52"/>
        <source>%2 pays %1 %3.</source>
        <translation>%2 zahlt %1 %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="53"/>
        <source>%1 takes %3 from the pool for the best hand.</source>
        <translation>%1 nimmt %3 aus dem Pott für die beste Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="54"/>
        <source>%2, the dealer, was beaten holding a combination: pays %1 %3.</source>
        <translation>%2, der Geber, wurde mit einer Kombination geschlagen: zahlt %1 %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="57"/>
        <source>%2 pays %3 into the pool for a horse.</source>
        <translation>%2 zahlt %3 für ein Pferd in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="58"/>
        <source>%1 holds the last counters and takes %3 from the pool.</source>
        <translation>%1 hält die letzten Marken und nimmt %3 aus dem Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="61"/>
        <source>%1 takes back %3 left in the pool.</source>
        <translation>%1 nimmt %3 zurück, die im Pott geblieben sind.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="62"/>
        <source>%1 takes the pool of %3.</source>
        <translation>%1 nimmt den Pott von %3.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="63"/>
        <source>%1 takes %3 from the pool for the most tricks.</source>
        <translation>%1 nimmt %3 aus dem Pott für die meisten Stiche.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="66"/>
        <source>%2 pays %3 into the pool for the counters.</source>
        <translation>%2 zahlt %3 für die Marken in den Pott.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="78"/>
        <source>You deal first.</source>
        <translation>Sie geben als Erster.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="79"/>
        <source>%1 deals first.</source>
        <translation>%1 gibt als Erster.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="82"/>
        <source>Your cards: %1</source>
        <translation>Ihre Karten: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="94"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht dran.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="95"/>
        <source>The trading has gone round long enough: you must stand.</source>
        <translation>Der Handel ist lange genug herumgegangen: Sie müssen stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="98"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="99"/>
        <source>One card a turn: you have traded, so stand now or let the turn pass on.</source>
        <translation>Eine Karte pro Zug: Sie haben gehandelt, also bleiben Sie jetzt stehen oder geben den Zug weiter.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="102"/>
        <source>There is nobody left to barter with.</source>
        <translation>Es ist niemand mehr da, mit dem Sie tauschen können.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="103"/>
        <source>In the old game you exchange only with the cards on the table.</source>
        <translation>Im alten Spiel tauschen Sie nur mit den Karten auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="106"/>
        <source>Your bird sings: you must say so.</source>
        <translation>Ihr Vogel singt: Sie müssen es sagen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="107"/>
        <source>Your bird does not sing yet.</source>
        <translation>Ihr Vogel singt noch nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="108"/>
        <source>The stock has no card of another suit.</source>
        <translation>Der Talon hat keine Karte einer anderen Farbe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="111"/>
        <source>Choose one of your cards first (click it, or use the arrow keys).</source>
        <translation>Wählen Sie zuerst eine Ihrer Karten (anklicken oder mit den Pfeiltasten).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="114"/>
        <source>Choose one of the cards on the table too (click it, or Up and Down).</source>
        <translation>Wählen Sie auch eine der Karten auf dem Tisch (anklicken oder mit Pfeil hoch und runter).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="117"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="118"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="123"/>
        <source>You finish best, %1 counters up.</source>
        <translation>Sie schließen als Bester ab, %1 Spielmarken im Plus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="124"/>
        <source>The game is over: you finish %1.</source>
        <translation>Das Spiel ist vorbei: Sie schließen mit %1 ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/trading/words.py" line="128"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Tricks</name>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="16"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="20"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="35"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="36"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="37"/>
        <source>Game resumed.</source>
        <translation>Spiel fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="38"/>
        <source>A computer player failed: %1</source>
        <translation>Ein Computerspieler ist gescheitert: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="39"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="40"/>
        <source>Turn-up</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="41"/>
        <source>Your hand: %1</source>
        <translation>Ihre Hand: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="42"/>
        <source>You may not look at your cards until the beg is settled.</source>
        <translation>Sie dürfen Ihre Karten nicht ansehen, bevor das Betteln entschieden ist.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="45"/>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="53"/>
        <source>Trumps: %1 %2</source>
        <translation>Trumpf: %1 %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="57"/>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="61"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="283"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="397"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="65"/>
        <source>Game: %1 points</source>
        <translation>Partie: %1 Punkte</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="69"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="76"/>
        <source>I made %1</source>
        <translation>Wir haben %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="79"/>
        <source>Rob, putting out the %1</source>
        <translation>Rauben, %1 ablegen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="82"/>
        <source>&amp;Beg</source>
        <translation>&amp;Betteln</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="83"/>
        <source>&amp;Stand</source>
        <translation>Bl&amp;eiben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="84"/>
        <source>&amp;Give one</source>
        <translation>&amp;Einen geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="86"/>
        <source>Do &amp;not rob</source>
        <translation>&amp;Nicht rauben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="87"/>
        <source>Play on for a &amp;jink</source>
        <translation>Um einen &amp;Jink spielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="88"/>
        <source>Take the &amp;pool now</source>
        <translation>Den &amp;Pott jetzt nehmen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="89"/>
        <source>Ask to &amp;five it</source>
        <translation>Um Fi&amp;ving bitten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="90"/>
        <source>&amp;Keep the trump</source>
        <translation>Trumpf &amp;behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="91"/>
        <source>&amp;Five it</source>
        <translation>Fi&amp;ven</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="85"/>
        <source>R&amp;un the cards</source>
        <translation>&amp;Neu geben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="92"/>
        <source>Ref&amp;use</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="102"/>
        <source>Lead any card.</source>
        <translation>Spielen Sie eine beliebige Karte aus.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="104"/>
        <source>Play a card to the trick.</source>
        <translation>Spielen Sie eine Karte zum Stich.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="107"/>
        <source>Your cards are dealt. Stand, or beg for a point?</source>
        <translation>Ihre Karten sind gegeben. Bleiben oder um einen Punkt betteln?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="108"/>
        <source>The elder hand begs. Give one point, or run the cards for a new trump?</source>
        <translation>Die Vorhand bettelt. Einen Punkt geben oder neu geben für einen neuen Trumpf?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="111"/>
        <source>Without looking at your tricks: how many points did your side make this hand?</source>
        <translation>Ohne Ihre Stiche anzusehen: Wie viele Punkte hat Ihre Seite in dieser Runde gemacht?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="114"/>
        <source>You have won every trick so far. Take the pool now, or play on for all five (a jink)?</source>
        <translation>Sie haben bisher jeden Stich gewonnen. Den Pott jetzt nehmen oder um alle fünf weiterspielen (ein Jink)?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="117"/>
        <source>Keep this trump, or ask the dealer to five it?</source>
        <translation>Diesen Trumpf behalten oder den Geber um Fiving bitten?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="118"/>
        <source>You are asked to five it: turn up a new trump?</source>
        <translation>Sie werden um Fiving gebeten: einen neuen Trumpf aufdecken?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="125"/>
        <source>You turned up an ace: you may take it, putting out a card face down. Not robbing costs nothing.</source>
        <translation>Sie haben ein Ass aufgedeckt: Sie dürfen es nehmen und dafür eine Karte verdeckt ablegen. Nicht zu rauben kostet nichts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="130"/>
        <source>You hold the ace of trumps: rob the turn-up, putting out a card face down. If you do not rob, you cannot win the pool this hand.</source>
        <translation>Sie haben das Trumpf-Ass: Rauben Sie die aufgedeckte Karte und legen Sie dafür eine Karte verdeckt ab. Wenn Sie nicht rauben, können Sie den Pott in dieser Runde nicht gewinnen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="135"/>
        <source>You hold the ace of trumps: you may rob the turn-up, putting out a card face down. Not robbing costs nothing.</source>
        <translation>Sie haben das Trumpf-Ass: Sie dürfen die aufgedeckte Karte rauben und dafür eine Karte verdeckt ablegen. Nicht zu rauben kostet nichts.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="150"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="151"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf Ihrer Hand.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="152"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="183"/>
        <source>You cannot do that now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="154"/>
        <source>You hold a card of the suit led (%1): follow suit or play a trump (%2).</source>
        <translation>Sie haben eine Karte der ausgespielten Farbe (%1): Bedienen Sie oder spielen Sie Trumpf (%2).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="161"/>
        <source>A trump was led: you must play a trump (%1) if you hold one.</source>
        <translation>Trumpf wurde ausgespielt: Sie müssen Trumpf (%1) spielen, wenn Sie einen haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="166"/>
        <source>You must follow a trump: the five, the knave and the ace of hearts may renege only against a lower trump.</source>
        <translation>Sie müssen Trumpf bedienen: Die Fünf, der Bube und das Herz-Ass dürfen nur gegen einen niedrigeren Trumpf zurückgehalten werden.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="172"/>
        <source>You hold a card of the suit led (%1): follow suit or trump; discard only when you hold none.</source>
        <translation>Sie haben eine Karte der ausgespielten Farbe (%1): Bedienen Sie oder trumpfen Sie; abwerfen dürfen Sie nur, wenn Sie keine haben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="179"/>
        <source>You hold the ace of trumps: rob the turn-up (or decline) before you play.</source>
        <translation>Sie haben das Trumpf-Ass: Rauben Sie die aufgedeckte Karte (oder verzichten Sie), bevor Sie spielen.</translation>
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
        <translation>den aufgedeckten Buben</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="194"/>
        <source>the point given</source>
        <translation>den geschenkten Punkt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="195"/>
        <source>a player not following</source>
        <translation>einen Spieler, der nicht bediente</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="196"/>
        <source>a miscount</source>
        <translation>falsches Zählen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="197"/>
        <source>a trick</source>
        <translation>einen Stich</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="198"/>
        <source>a jink</source>
        <translation>einen Jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="209"/>
        <source>%1: cut the %2</source>
        <translation>%1: hebt %2 ab</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="214"/>
        <source>Equal cards: everyone cuts again.</source>
        <translation>Gleiche Karten: Alle heben noch einmal ab.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="219"/>
        <source>The two highest, %1, play against the two lowest, %2.</source>
        <translation>Die beiden Höchsten, %1, spielen gegen die beiden Niedrigsten, %2.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="223"/>
        <source>First dealer: %1</source>
        <translation>Erster Geber: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="225"/>
        <source>Deal %1, dealer: %2</source>
        <translation>Runde %1, Geber: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="229"/>
        <source>The %1 turns up: the same suit, so the cards are run again.</source>
        <translation>%1 wird aufgedeckt: dieselbe Farbe, also wird neu gegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="235"/>
        <source>The %1 is turned up: %2 are trumps.</source>
        <translation>%1 wird aufgedeckt: %2 ist Trumpf.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="240"/>
        <source>%1: stand</source>
        <translation>%1: bleibe</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="242"/>
        <source>%1: I beg</source>
        <translation>%1: ich bettle</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="244"/>
        <source>%1: take one</source>
        <translation>%1: nimm einen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="246"/>
        <source>%1: run the cards</source>
        <translation>%1: gebe neu</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="248"/>
        <source>The pack ran out before the suit changed: the cards are dealt again.</source>
        <translation>Das Kartenspiel ging aus, bevor die Farbe wechselte: Die Karten werden neu gegeben.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="253"/>
        <source>You lead the %2</source>
        <translation>Sie spielen %2 aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="254"/>
        <source>%1: leads the %2</source>
        <translation>%1: spielt %2 aus</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="256"/>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="303"/>
        <source>%1: the %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="261"/>
        <source>Trick to %1</source>
        <translation>Stich für %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="266"/>
        <source>%1: minus %2 for %3 (now %4).</source>
        <translation>%1: minus %2 für %3 (jetzt %4).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="273"/>
        <source>%1: %2 for %3 (now %4).</source>
        <translation>%1: %2 für %3 (jetzt %4).</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="289"/>
        <source>Cards counted for Game: %1.</source>
        <translation>Für Game gezählte Karten: %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="291"/>
        <source>Each side counts its points without looking.</source>
        <translation>Jede Seite zählt ihre Punkte, ohne nachzusehen.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="293"/>
        <source>%1: we made %2</source>
        <translation>%1: wir haben %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="296"/>
        <source>%1: counted %2, made %3</source>
        <translation>%1: %2 gezählt, %3 gemacht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="309"/>
        <source>%1: %2 into the pool (pool %3)</source>
        <translation>%1: %2 in den Pott (Pott %3)</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="316"/>
        <source>%1: a jink! %2 from the pool</source>
        <translation>%1: ein Jink! %2 aus dem Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="318"/>
        <source>%1: %2, a share of the pool</source>
        <translation>%1: %2, ein Anteil am Pott</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="320"/>
        <source>You take the pool, %1</source>
        <translation>Sie nehmen den Pott, %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="321"/>
        <source>%1: takes the pool, %2</source>
        <translation>%1: nimmt den Pott, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="325"/>
        <source>You rob the turn-up, the %2</source>
        <translation>Sie rauben die aufgedeckte Karte, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="326"/>
        <source>%1: robs the turn-up, the %2</source>
        <translation>%1: raubt die aufgedeckte Karte, %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="338"/>
        <source>You did not rob, and may not win the pool this hand</source>
        <translation>Sie haben nicht geraubt und können den Pott in dieser Runde nicht gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="342"/>
        <source>%1: did not rob, and may not win the pool this hand</source>
        <translation>%1: hat nicht geraubt und kann den Pott in dieser Runde nicht gewinnen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="348"/>
        <source>You do not rob</source>
        <translation>Sie rauben nicht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="349"/>
        <source>%1: does not rob</source>
        <translation>%1: raubt nicht</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="351"/>
        <source>%1: keep the trump</source>
        <translation>%1: Trumpf behalten</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="353"/>
        <source>%1: five it?</source>
        <translation>%1: Fiving?</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="356"/>
        <source>You five it</source>
        <translation>Sie fiven</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="357"/>
        <source>%1: fives it</source>
        <translation>%1: fivt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="360"/>
        <source>You refuse to five it</source>
        <translation>Sie lehnen Fiving ab</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="361"/>
        <source>%1: refuses to five it</source>
        <translation>%1: lehnt Fiving ab</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="364"/>
        <source>You take the pool rather than play on for a jink</source>
        <translation>Sie nehmen den Pott, statt um einen Jink weiterzuspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="366"/>
        <source>%1: takes the pool rather than play on for a jink</source>
        <translation>%1: nimmt den Pott, statt um einen Jink weiterzuspielen</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="370"/>
        <source>You play on for a jink</source>
        <translation>Sie spielen weiter um einen Jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="371"/>
        <source>%1: plays on for a jink</source>
        <translation>%1: spielt weiter um einen Jink</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="373"/>
        <source>%1: the jink failed, the pool stays</source>
        <translation>%1: Der Jink ist misslungen, der Pott bleibt</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="375"/>
        <source>No one won enough tricks: the hand is spoilt, the pool stays.</source>
        <translation>Niemand hat genug Stiche gewonnen: Die Runde ist verdorben, der Pott bleibt.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="380"/>
        <source>Game to %1.</source>
        <translation>Partie an %1.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="386"/>
        <source>You win!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="388"/>
        <source>You lose.</source>
        <translation>Sie haben verloren.</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="393"/>
        <source>Pool: %1</source>
        <translation>Pott: %1</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="401"/>
        <source>Robbed by %1: the %2</source>
        <translation>Geraubt von %1: %2</translation>
    </message>
    <message>
        <location filename="../hoyle_desktop/ui/tricks/words.py" line="405"/>
        <source>%1 may not win the pool this hand</source>
        <translation>%1 kann den Pott in dieser Runde nicht gewinnen</translation>
    </message>
</context>
</TS>

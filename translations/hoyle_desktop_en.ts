<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CribbageTable</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="284"/>
        <source>%1 counts %n</source>
        <translation>
            <numerusform>%1 counts %n point</numerusform>
            <numerusform>%1 counts %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="298"/>
        <source>You missed %n point(s)</source>
        <translation>
            <numerusform>You missed %n point</numerusform>
            <numerusform>You missed %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="300"/>
        <source>%1 missed %n point(s)</source>
        <translation>
            <numerusform>%1 missed %n point</numerusform>
            <numerusform>%1 missed %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="275"/>
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="318"/>
        <source>%1: %n point(s)</source>
        <comment>a hand or crib shown and its count</comment>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="327"/>
        <source>%1: %n point(s)</source>
        <comment>four-handed: a seat&apos;s place under its hand, and its count</comment>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="421"/>
        <source>Choose %n card(s) for the crib, then lay out.</source>
        <translation>
            <numerusform>Choose %n card for the crib, then lay out.</numerusform>
            <numerusform>Choose %n cards for the crib, then lay out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="450"/>
        <source>Choose %n card(s) for the crib first: Space chooses the card the frame is on, Left and Right move the frame; then Enter lays them out.</source>
        <translation>
            <numerusform>Choose %n card for the crib first: Space chooses the card the frame is on, Left and Right move the frame; then Enter lays it out.</numerusform>
            <numerusform>Choose %n cards for the crib first: Space chooses the card the frame is on, Left and Right move the frame; then Enter lays them out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="667"/>
        <source>You win by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>You win by %n point, %1 to %2.</numerusform>
            <numerusform>You win by %n points, %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="669"/>
        <source>Your side wins by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>Your side wins by %n point, %1 to %2.</numerusform>
            <numerusform>Your side wins by %n points, %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="671"/>
        <source>The opponents win by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>The opponents win by %n point, %1 to %2.</numerusform>
            <numerusform>The opponents win by %n points, %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="673"/>
        <source>%3 wins by %n point(s), %1 to %2.</source>
        <translation>
            <numerusform>%3 wins by %n point, %1 to %2.</numerusform>
            <numerusform>%3 wins by %n points, %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="694"/>
        <source>You gain %n stake(s).</source>
        <translation>
            <numerusform>You gain %n stake.</numerusform>
            <numerusform>You gain %n stakes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="696"/>
        <source>You lose %n stake(s).</source>
        <translation>
            <numerusform>You lose %n stake.</numerusform>
            <numerusform>You lose %n stakes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LotoTable</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/loto/table.py" line="424"/>
        <source>Before the first drawing · %n knob(s) in the bag</source>
        <translation>
            <numerusform>Before the first drawing · %n knob in the bag</numerusform>
            <numerusform>Before the first drawing · %n knobs in the bag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/loto/table.py" line="428"/>
        <source>Drawing %1 · %n knob(s) drawn · %2 put away</source>
        <translation>
            <numerusform>Drawing %1 · %n knob drawn · %2 put away</numerusform>
            <numerusform>Drawing %1 · %n knobs drawn · %2 put away</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/main_window.py" line="286"/>
        <source>%1 · %2 · %n player(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n player</numerusform>
            <numerusform>%1 · %2 · %n players</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CribbageTable</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="247"/>
        <source>You missed %n point(s)</source>
        <translation>
            <numerusform>You missed %n point</numerusform>
            <numerusform>You missed %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="249"/>
        <source>%1 missed %n point(s)</source>
        <translation>
            <numerusform>%1 missed %n point</numerusform>
            <numerusform>%1 missed %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/cribbage/table.py" line="334"/>
        <source>Choose %n card(s) for the crib, then lay out.</source>
        <translation>
            <numerusform>Choose %n card for the crib, then lay out.</numerusform>
            <numerusform>Choose %n cards for the crib, then lay out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../hoyle_desktop/ui/main_window.py" line="232"/>
        <source>%1 · %2 · %n player(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n player</numerusform>
            <numerusform>%1 · %2 · %n players</numerusform>
        </translation>
    </message>
</context>
</TS>

"""The Bao Huang rules engine: pure Python, no Qt, nothing from the AI, records or table.

``docs/rules/bao-huang.md`` states the rules and rulings BH1–BH30 this engine follows.
The modules, each with one job:

- ``cards``: the 168 cards, their ranks and notation, count vectors;
- ``ruleset``: the options and presets;
- ``combinations``: what a combination is and what beats what (BH8–BH10, BH13);
- ``moves``: the one legal-move generator;
- ``events``: chance outcomes and decisions, and their JSON form;
- ``phases``: the steps of a deal;
- ``state``: a deal as an immutable value, ``new_deal``/``next_deal``, ``apply`` and its refusals;
- ``scoring``: the end of a deal, its result, scores and the tribute it leaves (BH14–BH16);
- ``observation``: what one seat may know;
- ``refusals``: the reasons a play or decision is refused, in plain English;
- ``playout``: chance outcomes, uniform random decisions, random deals and sessions;
- ``cases``: the conformance case kinds; ``game``: the family definition ``"bao-huang"``;
- ``bench``: the speed figures of ``bagchen bench rules --game bao-huang``.
"""

"""The chips chart's axis holds every point charted."""

from __future__ import annotations

import random

import pytest

from bagchen_qt.ui.chip_chart import ChipChart, nice_ticks

NAMES = ["Dolma", "Tenzin", "Pema", "Norbu"]


@pytest.mark.parametrize(
    "series",
    [
        [[100, 106, 112], [100, 97, 95], [100, 98, 96], [100, 99, 97]],  # a line ran off the top at 112
        [[100, 111, 123], [100, 96, 85], [100, 97, 92], [100, 96, 100]],  # ... and at 123
        [[100, 100], [100, 100], [100, 100], [100, 100]],
    ],
)
def test_every_point_lies_inside_the_plot(qtbot, series):
    chart = ChipChart()
    qtbot.addWidget(chart)
    chart.resize(300, 260)
    chart.set_data(series, NAMES)
    ticks = chart.ticks()
    values = [v for line in series for v in line]
    assert ticks[0] <= min(values) and ticks[-1] >= max(values)
    plot = chart.plot_rect().adjusted(-0.01, -0.01, 0.01, 0.01)
    for line in series:
        for deal, value in enumerate(line):
            assert plot.contains(chart.point(deal, value)), (deal, value)


def test_the_axis_covers_any_range():
    rng = random.Random(4)
    for _ in range(2000):
        low = rng.randint(-400, 400)
        high = low + rng.randint(0, 600)
        ticks = nice_ticks(low, high)
        assert ticks[0] <= low and ticks[-1] >= high, (low, high, ticks)
        assert ticks == sorted(ticks) and len(ticks) >= 2

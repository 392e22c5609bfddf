# A failing assert at top level.
values = [1, 2, 3]
assert sum(values) == 6
assert len(values) == 4, f"expected 4 values, got {len(values)}"

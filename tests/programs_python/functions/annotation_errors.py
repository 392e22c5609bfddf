# Annotations are evaluated when a def runs: an undefined name there is a
# NameError even though the function is never called.

def ok(x: int, y: "List[int]" = None) -> float:
    return 1.0

print(ok.__annotations__)
try:
    def bad(x: Tuple[int, int]):
        return x
except NameError as e:
    print("NameError:", e)
print("done")

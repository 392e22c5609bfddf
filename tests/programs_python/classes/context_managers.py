# with statements: __enter__/__exit__, exception suppression, nesting.
class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.suppress
with CM("a") as x, CM("b") as y:
    print("body", x, y)
with CM("s", suppress=True):
    raise ValueError("hidden")
print("after suppress")
try:
    with CM("t"):
        raise KeyError("k")
except KeyError as e:
    print("caught", repr(e))
def f():
    with CM("r"):
        return "returned"
print(f())
for i in range(3):
    with CM(str(i)):
        if i == 1:
            break
try:
    with 5:
        pass
except TypeError as e:
    print("TypeError:", e)

# A property getter that reads an attribute served by __getattr__, and dir()
# calling a class's __dir__ (the patterns nn.Module relies on).
class Registry:
    def __init__(self):
        object.__setattr__(self, "_items", {"calls": 3, "name": "reg"})

    def __getattr__(self, name):
        items = self.__dict__["_items"]
        if name in items:
            return items[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    @property
    def exhausted(self):
        return self.calls >= 3

    @property
    def broken(self):
        return self.missing

    def __dir__(self):
        return list(self._items) + ["zeta", "alpha"]


r = Registry()
print(r.calls, r.exhausted, r.name)
try:
    r.broken
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(r, "missing", "default"), hasattr(r, "exhausted"))
print(dir(r))


class Plain:
    pass


print([n for n in dir(Plain()) if not n.startswith("__")])

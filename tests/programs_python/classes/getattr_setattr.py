# __getattr__, __setattr__, __getitem__/__setitem__/__delitem__ and __dict__.
class Record:
    def __init__(self, **fields):
        object.__setattr__(self, "_fields", dict(fields))
    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(f"no field {name!r}") from None
    def __setattr__(self, name, value):
        self._fields[name] = value
    def __getitem__(self, k):
        return self._fields[k]
    def __setitem__(self, k, v):
        self._fields[k] = v
    def __delitem__(self, k):
        del self._fields[k]
r = Record(a=1, b=2)
r.c = 3
r["d"] = 4
del r["a"]
print(r.b, r.c, r["d"], sorted(r._fields))
try:
    r.zzz
except AttributeError as e:
    print("AttributeError:", e)
class Plain:
    x = 1
p = Plain()
p.y = 2
print(p.__dict__, Plain.x, p.x)
print("x" in Plain.__dict__, "y" in p.__dict__)

# AttributeError while handling another exception (implicit chaining).
class Thing:
    pass
try:
    {}["missing"]
except KeyError:
    Thing().nothing

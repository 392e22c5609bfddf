import types
class T:
    def step(self): return "s"
t = T()
print(types.MethodType(T.step, t)())
bound = types.MethodType(lambda self, x: x * 2, t)
print(bound(21), bound.__self__ is t)
for bad in [(1, t), (T.step, None)]:
    try:
        types.MethodType(*bad)
    except TypeError as e:
        print("TypeError:", e)

# Cycles through an instance dict, a list and a bound method: LeakSanitizer
# (the ASan ctest) reports them unless teardown breaks them (Note [Teardown cycles]).
class A:
    pass
a = A()
a.me = a
b = [1]
b.append(b)
class B:
    def __init__(self):
        self.f = self.g
    def g(self):
        return 1
x = B()
print(x.f())

# A method that deletes or replaces itself (or a native method) on its class
# while it runs: call sites cache the function they found on the class, and
# the running function must stay alive until it returns.


class Plugin:
    calls = 0

    def handle(self, k):
        Plugin.calls += 1
        if k:
            del Plugin.handle
            Plugin.handle = lambda self, k: "replacement"
            scratch = [i * i for i in range(100)]  # reuse freed memory, if any
            return ("original, after replacing itself", len(scratch))
        return ("original", k)

    def once(self):
        Plugin.once = 5
        return "once ran"


p = Plugin()
print(p.handle(0))
print(p.handle(1))
print(p.handle(1), Plugin.calls)
print(p.once(), Plugin.once)


class Builder:
    def run(self):
        out = []
        for i in range(3):
            Builder.helper = (lambda j: lambda self: j * 10)(i)
            out.append(self.helper())
        return out


print(Builder().run())


class Registry(dict):
    def fill(self, items):
        for x in items:
            self.setdefault(x, 0)
            if x == 2:
                Registry.setdefault = lambda self, k, d=None: dict.setdefault(self, k, -1)
        return self


print(Registry().fill([1, 2, 3, 4]))

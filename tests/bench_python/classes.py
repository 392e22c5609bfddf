# Class-heavy code: attribute loads/stores, method calls, properties, inheritance.
N = 900000


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    @property
    def norm2(self):
        return self.dot(self)


class Particle:
    def __init__(self, pos, vel):
        self.pos = pos
        self.vel = vel
        self.steps = 0

    def step(self, dt):
        self.pos = self.pos.add(Vec(self.vel.x * dt, self.vel.y * dt))
        self.steps += 1


class Heavy(Particle):
    def step(self, dt):
        super().step(dt * 0.5)


def run(n):
    ps = [Particle(Vec(i, -i), Vec(1.0, 0.5)) for i in range(10)] + [Heavy(Vec(0, 0), Vec(2.0, 2.0))]
    total = 0.0
    for _ in range(n // 10):
        for p in ps:
            p.step(0.1)
            total += p.pos.norm2 * 1e-9
    return round(total, 3), sum(p.steps for p in ps)


print(run(N))

# A neural ODE trained with a fixed-step RK4 integrator written in Python, on a spiral.
import math
import torch
import torch.nn as nn


class ODEFunc(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, 2))
        self.nfe = 0
        for m in self.net.modules():
            if isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, mean=0, std=0.1)
                nn.init.constant_(m.bias, val=0)

    def forward(self, t, y):
        self.nfe += 1
        return self.net(y ** 3)


def rk4_step(func, t, dt, y):
    k1 = func(t, y)
    k2 = func(t + dt / 2, y + dt * k1 / 2)
    k3 = func(t + dt / 2, y + dt * k2 / 2)
    k4 = func(t + dt, y + dt * k3)
    return y + dt * (k1 + 2 * k2 + 2 * k3 + k4) / 6


def odeint(func, y0, t, substeps=2):
    ys = [y0]
    y = y0
    for t0, t1 in zip(t[:-1], t[1:]):
        dt = (t1 - t0) / substeps
        tt = t0
        for _ in range(substeps):
            y = rk4_step(func, tt, dt, y)
            tt = tt + dt
        ys.append(y)
    return torch.stack(ys)


true_A = torch.tensor([[-0.1, 2.0], [-2.0, -0.1]])


class Lambda(nn.Module):
    def forward(self, t, y):
        return torch.mm(y ** 3, true_A)


data_size = 40
true_y0 = torch.tensor([[2., 0.]])
t = torch.linspace(0., 2.0, data_size)
with torch.no_grad():
    true_y = odeint(Lambda(), true_y0, t, substeps=4)
print(true_y.shape, [round(v, 3) for v in true_y[-1, 0].tolist()])


def get_batch(batch_time=8, batch_size=6):
    s = torch.from_numpy if False else None
    idx = torch.randperm(data_size - batch_time)[:batch_size]
    batch_y0 = true_y[idx]
    batch_t = t[:batch_time]
    batch_y = torch.stack([true_y[idx + i] for i in range(batch_time)], dim=0)
    return batch_y0, batch_t, batch_y


torch.manual_seed(0)
func = ODEFunc()
optimizer = torch.optim.RMSprop(func.parameters(), lr=1e-2)
first = None
for itr in range(1, 31):
    optimizer.zero_grad()
    batch_y0, batch_t, batch_y = get_batch()
    pred_y = odeint(func, batch_y0, batch_t)
    loss = torch.mean(torch.abs(pred_y - batch_y))
    loss.backward()
    optimizer.step()
    if first is None:
        first = loss.item()
    if itr % 10 == 0:
        with torch.no_grad():
            pred_full = odeint(func, true_y0, t)
            full_loss = torch.mean(torch.abs(pred_full - true_y))
        print('Iter {:04d} | shapes {} {} | improved {}'.format(itr, tuple(pred_y.shape), tuple(batch_y.shape),
                                                            full_loss.item() < first))
print("nfe per forward", 4 * 2 * (8 - 1), func.nfe > 0, func.nfe % 4 == 0)
print(round(math.hypot(*true_y0[0].tolist()), 3))

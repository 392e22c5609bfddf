# Physics-style use of autograd: derivatives of a network with respect to
# its inputs (PINN residual), Newton's method with autograd, and fitting a
# damped oscillator's parameters by backprop through an Euler integrator.
import math
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 1))
t = torch.linspace(0, 1, 9).unsqueeze(1).requires_grad_()
opt = torch.optim.Adam(net.parameters(), lr=0.01)
for it in range(5):
    u = net(t)
    du, = torch.autograd.grad(u.sum(), t, create_graph=True)
    d2u, = torch.autograd.grad(du.sum(), t, create_graph=True)
    residual = d2u + (math.pi ** 2) * u
    bc = net(torch.zeros(1, 1)).pow(2).sum() + (net(torch.ones(1, 1)) - 0).pow(2).sum()
    loss = residual.pow(2).mean() + bc
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(it, round(loss.item(), 4))

x = torch.tensor(1.0, requires_grad=True)
for _ in range(5):
    f = x ** 3 - 2 * x - 5
    df, = torch.autograd.grad(f, x)
    with torch.no_grad():
        x -= f / df
print("newton root", round(x.item(), 6))

k = torch.tensor(2.0, requires_grad=True)
c = torch.tensor(0.1, requires_grad=True)


def simulate(k, c, steps=50, dt=0.05):
    pos, vel = torch.tensor(1.0), torch.tensor(0.0)
    traj = []
    for _ in range(steps):
        acc = -k * pos - c * vel
        vel = vel + dt * acc
        pos = pos + dt * vel
        traj.append(pos)
    return torch.stack(traj)


target = simulate(torch.tensor(4.0), torch.tensor(0.3)).detach()
opt = torch.optim.Adam([k, c], lr=0.1)
for it in range(6):
    loss = (simulate(k, c) - target).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(it, round(loss.item(), 5), round(k.item(), 4), round(c.item(), 4))

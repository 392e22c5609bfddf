# WGAN-GP's gradient penalty: autograd.grad with create_graph through a
# critic, interpolated inputs, and a second backward into the critic weights.
import torch
import torch.nn as nn

torch.manual_seed(0)
critic = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
real = torch.randn(5, 3)
fake = torch.randn(5, 3)


def gradient_penalty(critic, real, fake):
    alpha = torch.rand(real.size(0), 1)
    interp = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
    out = critic(interp)
    grads = torch.autograd.grad(outputs=out, inputs=interp, grad_outputs=torch.ones_like(out),
                                create_graph=True, retain_graph=True)[0]
    norms = grads.view(grads.size(0), -1).norm(2, dim=1)
    return ((norms - 1) ** 2).mean(), norms


opt = torch.optim.Adam(critic.parameters(), lr=1e-3, betas=(0.0, 0.9))
for it in range(4):
    opt.zero_grad()
    gp, norms = gradient_penalty(critic, real, fake)
    loss = critic(fake).mean() - critic(real).mean() + 10 * gp
    loss.backward()
    gnorm = torch.nn.utils.clip_grad_norm_(critic.parameters(), max_norm=1.0)
    opt.step()
    print(it, round(loss.item(), 4), round(gp.item(), 4), [round(n, 4) for n in norms.tolist()], round(gnorm.item(), 4))

# R1 penalty on real data with the squared gradient norm.
x = real.clone().requires_grad_()
score = critic(x).sum()
g, = torch.autograd.grad(score, x, create_graph=True)
r1 = g.pow(2).sum(1).mean()
r1.backward()
print("r1", round(r1.item(), 5), [round(p.grad.abs().sum().item(), 4) for p in critic.parameters()])

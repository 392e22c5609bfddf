import torch
import torch.nn as nn

torch.manual_seed(3)

critic = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
real = torch.randn(6, 4)
fake = torch.randn(6, 4)

def gradient_penalty(critic, real, fake):
    alpha = torch.rand(real.size(0), 1)
    interp = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
    out = critic(interp)
    grads = torch.autograd.grad(outputs=out, inputs=interp,
                                grad_outputs=torch.ones_like(out),
                                create_graph=True, retain_graph=True)[0]
    grads = grads.view(grads.size(0), -1)
    return ((grads.norm(2, dim=1) - 1) ** 2).mean()

opt = torch.optim.SGD(critic.parameters(), lr=0.05)
for step in range(4):
    opt.zero_grad()
    gp = gradient_penalty(critic, real, fake)
    loss = critic(fake).mean() - critic(real).mean() + 10 * gp
    loss.backward()
    opt.step()
    print(f"step {step}: gp={gp.item():.4f} loss={loss.item():.4f}")

for name, p in critic.named_parameters():
    print(name, tuple(p.grad.shape), f"{p.grad.abs().sum().item():.3f}")

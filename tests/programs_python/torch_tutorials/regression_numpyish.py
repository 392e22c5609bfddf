import torch

torch.manual_seed(0)
N, D_in, H, D_out = 64, 100, 20, 5
x = torch.randn(N, D_in)
y = torch.randn(N, D_out)
w1 = torch.randn(D_in, H, requires_grad=True)
w2 = torch.randn(H, D_out, requires_grad=True)
learning_rate = 1e-6
for t in range(50):
    y_pred = x.mm(w1).clamp(min=0).mm(w2)
    loss = (y_pred - y).pow(2).sum()
    if t % 10 == 9:
        print(t, round(loss.item()))
    loss.backward()
    with torch.no_grad():
        w1 -= learning_rate * w1.grad
        w2 -= learning_rate * w2.grad
        w1.grad.zero_()
        w2.grad.zero_()

# polynomial fit
xs = torch.linspace(-3.14, 3.14, 200)
ys = torch.sin(xs)
p = torch.tensor([1, 2, 3])
xx = xs.unsqueeze(-1).pow(p)
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
loss_fn = torch.nn.MSELoss(reduction="sum")
optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
for t in range(200):
    y_pred = model(xx)
    loss = loss_fn(y_pred, ys)
    if t % 50 == 49:
        print(t, f"{loss.item():.1f}")
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
linear_layer = model[0]
print(f"Result: y = {linear_layer.bias.item():.2f} + {linear_layer.weight[:, 0].item():.2f} x + {linear_layer.weight[:, 1].item():.2f} x^2 + {linear_layer.weight[:, 2].item():.2f} x^3")

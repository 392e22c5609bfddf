# "What is torch.nn really?": from-scratch training, then refactoring step by step.
import math
import torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
n, d, c = 256, 20, 4
centers = torch.randn(c, d) * 2
y_all = torch.randint(0, c, (n,))
x_all = centers[y_all] + torch.randn(n, d)
x_train, y_train = x_all[:200], y_all[:200]
x_valid, y_valid = x_all[200:], y_all[200:]
print(x_train.shape, y_train.min(), y_train.max())

weights = torch.randn(d, c) / math.sqrt(d)
weights.requires_grad_()
bias = torch.zeros(c, requires_grad=True)


def log_softmax(x):
    return x - x.exp().sum(-1).log().unsqueeze(-1)


def model(xb):
    return log_softmax(xb @ weights + bias)


def nll(input, target):
    return -input[range(target.shape[0]), target].mean()


def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()


loss_func = nll
bs = 32
xb, yb = x_train[0:bs], y_train[0:bs]
preds = model(xb)
print(preds[0].shape, round(loss_func(preds, yb).item(), 3), round(accuracy(preds, yb).item(), 3))
lr = 0.5
epochs = 2
for epoch in range(epochs):
    for i in range((n - 56 - 1) // bs + 1):
        start_i = i * bs
        end_i = start_i + bs
        xb = x_train[start_i:end_i]
        yb = y_train[start_i:end_i]
        loss = loss_func(model(xb), yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_()
            bias.grad.zero_()
print(round(loss_func(model(xb), yb).item(), 3), round(accuracy(model(xb), yb).item(), 3))
print(torch.allclose(F.cross_entropy(xb @ weights + bias, yb), loss_func(model(xb), yb), atol=1e-6))


class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(d, c)

    def forward(self, xb):
        return self.lin(xb)


def get_model():
    model = Mnist_Logistic()
    return model, optim.SGD(model.parameters(), lr=lr)


def loss_batch(model, loss_func, xb, yb, opt=None):
    loss = loss_func(model(xb), yb)
    if opt is not None:
        loss.backward()
        opt.step()
        opt.zero_grad()
    return loss.item(), len(xb)


def get_data(train_ds, valid_ds, bs):
    return (DataLoader(train_ds, batch_size=bs, shuffle=True), DataLoader(valid_ds, batch_size=bs * 2))


def fit(epochs, model, loss_func, opt, train_dl, valid_dl):
    for epoch in range(epochs):
        model.train()
        for xb, yb in train_dl:
            loss_batch(model, loss_func, xb, yb, opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb, yb) for xb, yb in valid_dl])
        val_loss = sum(l * m for l, m in zip(losses, nums)) / sum(nums)
        print(epoch, round(val_loss, 4), nums)


train_ds = TensorDataset(x_train, y_train)
valid_ds = TensorDataset(x_valid, y_valid)
print(len(train_ds), [t.shape for t in train_ds[0]])
train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
model, opt = get_model()
fit(2, model, F.cross_entropy, opt, train_dl, valid_dl)


class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__()
        self.func = func

    def forward(self, x):
        return self.func(x)


def preprocess(x, y):
    return x.view(-1, 1, d), y


class WrappedDataLoader:
    def __init__(self, dl, func):
        self.dl = dl
        self.func = func

    def __len__(self):
        return len(self.dl)

    def __iter__(self):
        for b in self.dl:
            yield (self.func(*b))


train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
train_dl = WrappedDataLoader(train_dl, preprocess)
valid_dl = WrappedDataLoader(valid_dl, preprocess)
print(len(train_dl), len(valid_dl))
model = nn.Sequential(
    nn.Conv1d(1, 4, kernel_size=3, stride=2, padding=1), nn.ReLU(),
    nn.Conv1d(4, c, kernel_size=3, stride=2, padding=1), nn.ReLU(),
    nn.AdaptiveAvgPool1d(1), Lambda(lambda x: x.view(x.size(0), -1)),
)
print(model)
opt = optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
fit(2, model, F.cross_entropy, opt, train_dl, valid_dl)

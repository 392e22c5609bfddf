# char-level RNN classification/generation in the tutorial style: one-hot letters, nn.RNN-free manual cell, sampling with multinomial
import string
import torch
import torch.nn as nn

all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)
print(n_letters, all_letters.find("J"))

def letterToIndex(letter):
    return all_letters.find(letter)

def letterToTensor(letter):
    tensor = torch.zeros(1, n_letters)
    tensor[0][letterToIndex(letter)] = 1
    return tensor

def lineToTensor(line):
    tensor = torch.zeros(len(line), 1, n_letters)
    for li, letter in enumerate(line):
        tensor[li][0][letterToIndex(letter)] = 1
    return tensor

print(letterToTensor('J').nonzero().tolist(), lineToTensor('Jones').size())

class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super(RNN, self).__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.i2o = nn.Linear(input_size + hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, input, hidden):
        combined = torch.cat((input, hidden), 1)
        hidden = self.i2h(combined)
        output = self.i2o(combined)
        output = self.softmax(output)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, self.hidden_size)

torch.manual_seed(3)
n_hidden = 16
all_categories = ["English", "French", "Italian"]
rnn = RNN(n_letters, n_hidden, len(all_categories))
criterion = nn.NLLLoss()
learning_rate = 0.005

def categoryFromOutput(output):
    top_n, top_i = output.topk(1)
    category_i = top_i[0].item()
    return all_categories[category_i], category_i

def train(category_tensor, line_tensor):
    hidden = rnn.initHidden()
    rnn.zero_grad()
    for i in range(line_tensor.size()[0]):
        output, hidden = rnn(line_tensor[i], hidden)
    loss = criterion(output, category_tensor)
    loss.backward()
    for p in rnn.parameters():
        p.data.add_(p.grad.data, alpha=-learning_rate)
    return output, loss.item()

data = [("Smith", 0), ("Dubois", 1), ("Rossi", 2), ("Jones", 0), ("Lefevre", 1), ("Bianchi", 2)]
current_loss = 0
for it in range(1, 31):
    line, cat = data[it % len(data)]
    output, loss = train(torch.tensor([cat], dtype=torch.long), lineToTensor(line))
    current_loss += loss
    if it % 10 == 0:
        guess, guess_i = categoryFromOutput(output)
        correct = '✓' if guess_i == cat else '✗ (%s)' % all_categories[cat]
        print('%d %d%% %.4f %s / %s %s' % (it, it / 30 * 100, loss, line, guess, correct))
print(round(current_loss / 30, 3))
probs = torch.softmax(torch.tensor([[1.0, 2.0, 0.5, 3.0]]), dim=1)
samples = torch.multinomial(probs, 10, replacement=True)
print(samples.tolist(), torch.multinomial(probs[0], 2).tolist())
g = torch.Generator().manual_seed(5)
print(torch.randint(0, 10, (5,), generator=g).tolist(), torch.rand(2, generator=g))

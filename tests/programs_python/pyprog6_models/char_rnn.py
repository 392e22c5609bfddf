import string
import unicodedata
import random
import torch
import torch.nn as nn

all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)
print(n_letters)

def unicodeToAscii(s):
    return ''.join(
        c for c in unicodedata.normalize('NFD', s)
        if unicodedata.category(c) != 'Mn'
        and c in all_letters
    )

print(unicodeToAscii('Ślusàrski'))
category_lines = {
    'English': ['Smith', 'Jones', 'Taylor'],
    'French': ['Dubois', 'Lefebvre', 'Moreau'],
    'Polish': ['Nowak', 'Kowalski', 'Wiśniewski'],
}
all_categories = list(category_lines.keys())
n_categories = len(all_categories)

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

print(letterToTensor('J'))
print(lineToTensor('Jones').size())

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

torch.manual_seed(0)
random.seed(0)
n_hidden = 32
rnn = RNN(n_letters, n_hidden, n_categories)
print(rnn)

def categoryFromOutput(output):
    top_n, top_i = output.topk(1)
    category_i = top_i[0].item()
    return all_categories[category_i], category_i

def randomChoice(l):
    return l[random.randint(0, len(l) - 1)]

def randomTrainingExample():
    category = randomChoice(all_categories)
    line = randomChoice(category_lines[category])
    category_tensor = torch.tensor([all_categories.index(category)], dtype=torch.long)
    line_tensor = lineToTensor(unicodeToAscii(line))
    return category, line, category_tensor, line_tensor

criterion = nn.NLLLoss()
learning_rate = 0.005

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

current_loss = 0
for it in range(1, 31):
    category, line, category_tensor, line_tensor = randomTrainingExample()
    output, loss = train(category_tensor, line_tensor)
    current_loss += loss
    if it % 10 == 0:
        guess, guess_i = categoryFromOutput(output)
        correct = '✓' if guess == category else '✗ (%s)' % category
        print('%d %d%% %.3f %s / %s %s' % (it, it / 30 * 100, loss, line, guess, correct))
print(round(current_loss, 3))

# same thing with nn.GRU / nn.RNN modules
class GRUClassifier(nn.Module):
    def __init__(self, n_in, n_hidden, n_out, cell=nn.GRU):
        super().__init__()
        self.rnn = cell(n_in, n_hidden, num_layers=2, batch_first=False)
        self.out = nn.Linear(n_hidden, n_out)

    def forward(self, x):
        out, h = self.rnn(x)
        return torch.log_softmax(self.out(out[-1]), dim=-1)

for cell in (nn.GRU, nn.RNN, nn.LSTM):
    torch.manual_seed(3)
    m = GRUClassifier(n_letters, 16, n_categories, cell)
    x = lineToTensor('Kowalski')
    y = m(x)
    print(cell.__name__, y.shape, round(y.exp().sum().item(), 4), round(y.sum().item(), 3))
    print(m.rnn)
    print([n for n, _ in m.rnn.named_parameters()][:4])
